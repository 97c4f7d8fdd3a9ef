import { dayMonthYear } from '@reloj/contract/dates';
import { asignacionPayloadSchema } from '@reloj/contract/turnos';
import { useId, useState } from 'react';
import { contractErrors } from '../../../components/contractErrors';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { formatDateTime, localDate } from '../../../lib/dateTime';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useAsignaciones, useAsignar } from '../api/asignaciones';
import { asignacionText as a } from '../messages';
import { TurnoDesdeFields, useTurnoDesde } from './TurnoDesdeFields';
import '../turnos.css';

type Field = 'turnoId' | 'vigenteDesde';

/**
 * The 'Turno' section of the employee's dialog (issue 41 item 3): the turno or rol in force, the earlier ones (newest
 * first), and 'Cambiar turno desde…' (a turno or a rol from a date, the box's today by default): the days before keep
 * the turno they had. Not a form of its own (it sits inside the employee's form): its button sends it.
 */
export function TurnoSection({ empleadoId }: { empleadoId: number }) {
  const id = useId();
  const asignaciones = useAsignaciones(empleadoId);
  const choice = useTurnoDesde();
  const [changing, setChanging] = useState(false);
  const form = useFormErrors<Field, HTMLDivElement>();
  const banner = useBanner();
  const asignar = useAsignar(empleadoId, {
    onSuccess: (saved) => {
      setChanging(false);
      choice.setValue('');
      banner.show(a.saved(saved.nombre || choice.nombre() || '', dayMonthYear(saved.vigenteDesde)), 'success');
    },
    onError: (error) => banner.show(a.failed(errorMessage(error, UNKNOWN_ERROR)), 'error'),
  });

  const send = () => {
    banner.dismiss();
    const payload = choice.payload();
    const found = choice.value ? contractErrors<Field>(asignacionPayloadSchema, payload) : { turnoId: a.elegirFalta };
    if (!form.check(found)) return;
    asignar.mutate(payload);
  };

  const list = asignaciones.data ?? [];
  const hoy = localDate();
  const vigente = list.find((x) => x.vigenteDesde <= hoy);
  const programadas = list.filter((x) => x.vigenteDesde > hoy);
  return (
    <section className="stack turno-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="turno-section__title">
        {a.section}
      </h3>
      {/* A live region of its own, not a second 'status' banner inside the employee's dialog (which has the page's). */}
      <div className="turno-section__aviso" aria-live="polite">
        {banner.message && <p className={`turno-section__msg turno-section__msg--${banner.message.tone}`}>{banner.message.text}</p>}
      </div>
      {asignaciones.isPending ? (
        <p className="turno-section__line">Cargando...</p>
      ) : asignaciones.isError ? (
        <p className="turno-section__line">{errorMessage(asignaciones.error, UNKNOWN_ERROR)}</p>
      ) : (
        <>
          <p className="turno-section__vigente">
            {vigente ? (
              <>
                <span className="tag tone-ok">{a.vigente}</span> <strong>{vigente.nombre}</strong> {a.desde(dayMonthYear(vigente.vigenteDesde))}
              </>
            ) : (
              a.ninguno
            )}
          </p>
          {programadas.map((x) => (
            <p key={x.id} className="turno-section__vigente">
              <span className="tag tone-info">{a.programado}</span> <strong>{x.nombre}</strong> {a.desde(dayMonthYear(x.vigenteDesde))}
            </p>
          ))}
          {list.length > 1 && (
            <details className="turno-section__historial">
              <summary>
                {a.historial} ({list.length})
              </summary>
              <ol className="turno-historial">
                {list.map((x) => (
                  <li key={x.id} className={x === vigente ? 'turno-historial__item turno-historial__item--vigente' : 'turno-historial__item'}>
                    <strong>{x.nombre}</strong> {a.desde(dayMonthYear(x.vigenteDesde))}
                    <span className="turno-historial__quien">
                      {x.registradoPor ? `${a.registradoPor(x.registradoPor)}, ` : ''}
                      {formatDateTime(x.registradoEn)}
                    </span>
                  </li>
                ))}
              </ol>
            </details>
          )}
        </>
      )}
      {changing ? (
        <div
          ref={form.formRef}
          className="turno-section__form"
          role="group"
          aria-label={a.cambiar}
          // Enter sends this change, not the employee's form around it.
          onKeyDown={(e) => {
            if (e.key === 'Enter' && e.target instanceof HTMLInputElement) {
              e.preventDefault();
              send();
            }
          }}
        >
          <TurnoDesdeFields choice={choice} form={form} />
          <div className="turno-section__actions">
            <button type="button" className="button button--small button--secondary" onClick={() => setChanging(false)}>
              {a.cancelar}
            </button>
            <button type="button" className="button button--small button--primary" disabled={asignar.isPending} aria-busy={asignar.isPending} onClick={send}>
              {a.guardar}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => {
            banner.dismiss();
            choice.setVigenteDesde(localDate());
            setChanging(true);
          }}
        >
          {a.cambiar}
        </button>
      )}
    </section>
  );
}
