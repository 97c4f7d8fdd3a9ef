import { useState, type FormEvent } from 'react';
import type { InicioRegistro } from '@reloj/contract/inicioRegistro';
import { inicioRegistroUpdateSchema } from '@reloj/contract/inicioRegistro';
import { contractErrors } from '../../../components/contractErrors';
import { DateInput } from '../../../components/DateInput';
import { LoadError } from '../../../components/LoadError';
import { useFormErrors } from '../../../components/useFormErrors';
import { ApiError } from '../../../lib/api';
import { formatDateAndTime } from '../../../lib/dateTime';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useInicioRegistro, useUpdateInicioRegistro } from '../api/inicioRegistro';
import { inicioRegistroText as t } from '../inicioRegistroMessages';
import { TextField } from '../../../components/TextField';
import '../inicioRegistro.css';

const quien = (usuario: string) => (usuario === 'sistema' ? t.sistema : usuario);

/** How the date in force was set, in one line. */
function origen(data: InicioRegistro): string {
  if (data.origen === 'primer_arranque' && data.registradoEn) return t.primerArranque(formatDateAndTime(data.registradoEn));
  if (data.origen === 'administrador' && data.registradoPor && data.registradoEn && data.motivo)
    return t.cambiada(data.registradoPor, formatDateAndTime(data.registradoEn), data.motivo);
  return t.primerRegistro;
}

/**
 * Issue 40 item 1, 'Inicio del registro' on 'Reglas de Asistencia': the day the box began recording attendance
 * (GET /api/inicio-registro), and the administrador's change of it with a motivo (PUT, audited by the daemon). The
 * date is checked against the box's today by the daemon, whose sentence is shown beside the field.
 */
export function InicioRegistroCard() {
  const inicio = useInicioRegistro();
  const [editing, setEditing] = useState(false);
  // What the last change did, said where the person is looking (the page's other banner belongs to the rules' form).
  const [guardado, setGuardado] = useState<string | null>(null);
  const data = inicio.data;

  return (
    <section className="card inicio-registro" aria-labelledby="inicio-registro-title">
      <h2 id="inicio-registro-title" className="card__title inicio-registro__title">
        {t.title}
      </h2>
      {data ? (
        <>
          <p className="inicio-registro__fecha">{data.fecha ? t.empezo(data.fecha) : t.sinFecha}</p>
          {data.fecha && <p className="reglas__hint">{origen(data)}</p>}
          <p className="reglas__hint">{t.explicacion}</p>
          {data.historial.length > 1 && (
            <details className="inicio-registro__historial">
              <summary>{t.historial(data.historial.length - 1)}</summary>
              <ul>
                {data.historial
                  .slice(0, -1)
                  .reverse()
                  .map((h) => (
                    <li key={h.registradoEn + h.fecha}>{t.historialFila(h.fecha, quien(h.registradoPor), formatDateAndTime(h.registradoEn), h.motivo)}</li>
                  ))}
              </ul>
            </details>
          )}
          {guardado && (
            <p className="inicio-registro__guardado" role="status">
              {guardado}
            </p>
          )}
          {editing ? (
            <InicioRegistroForm
              actual={data.fecha}
              onDone={(saved) => {
                setEditing(false);
                setGuardado(saved?.fecha ? t.saved(saved.fecha) : null);
              }}
            />
          ) : (
            <button
              type="button"
              className="button button--secondary button--small inicio-registro__cambiar"
              onClick={() => {
                setGuardado(null);
                setEditing(true);
              }}
            >
              {data.fecha ? t.cambiar : t.fijar}
            </button>
          )}
        </>
      ) : inicio.isError ? (
        <LoadError error={errorMessage(inicio.error, t.loadFailed)} onRetry={() => void inicio.refetch()} />
      ) : (
        <p className="reglas__status">{t.loading}</p>
      )}
    </section>
  );
}

type FormProps = { actual: string | null; onDone: (saved: InicioRegistro | null) => void };
type Campo = 'fecha' | 'motivo';

/** The change: the new date (dd/mm/aaaa whatever the browser's language) and its motivo, both required. */
function InicioRegistroForm({ actual, onDone }: FormProps) {
  const [fecha, setFecha] = useState(actual ?? '');
  const [motivo, setMotivo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, check, clearing, formRef } = useFormErrors<Campo>();
  const update = useUpdateInicioRegistro({
    onSuccess: (saved) => onDone(saved),
    onError: (error) => {
      // The daemon's 422 names its field: shown beside it; anything else under the form.
      if (error instanceof ApiError && (error.field === 'fecha' || error.field === 'motivo')) check({ [error.field]: error.message });
      else setFailure(t.failed(errorMessage(error, UNKNOWN_ERROR)));
    },
  });
  const busy = update.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const input = { fecha, motivo };
    const found = contractErrors<Campo>(inicioRegistroUpdateSchema, input);
    if (!found.fecha && actual && fecha === actual) found.fecha = t.misma(actual);
    if (!check(found)) return;
    update.mutate(inicioRegistroUpdateSchema.parse(input));
  }

  return (
    <form ref={formRef} className="inicio-registro__form" aria-label={t.title} noValidate onSubmit={submit}>
      <fieldset className="inicio-registro__campos" disabled={busy}>
        <DateInput
          label={t.fecha}
          name="fecha"
          required
          className="inicio-registro__campo-fecha"
          hint={t.fechaHint}
          error={errors.fecha}
          value={fecha}
          onChange={clearing('fecha', setFecha)}
        />
        <TextField
          label={t.motivo}
          error={errors.motivo}
          required
          className="inicio-registro__campo-motivo"
          name="motivo"
          maxLength={300}
          autoComplete="off"
          placeholder={t.motivoPlaceholder}
          value={motivo}
          onChange={clearing('motivo', setMotivo)}
        />
      </fieldset>
      {failure && (
        <p className="inicio-registro__error" role="alert">
          {failure}
        </p>
      )}
      <div className="inicio-registro__acciones">
        <button type="submit" className="button button--primary button--small" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t.guardando : t.guardar}
        </button>
        <button type="button" className="button button--secondary button--small" disabled={busy} onClick={() => onDone(null)}>
          {t.cancelar}
        </button>
      </div>
    </form>
  );
}
