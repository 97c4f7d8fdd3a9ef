import { useMemo, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_REGLAS } from '@reloj/contract/reglas';
import { CAMPO_LABELS, CAMPOS, type PerfilesExportacion } from '@reloj/contract/exportacion';
import { BannerFor } from '../../../components/Banner';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { LoadError } from '../../../components/LoadError';
import { useBanner, type Notify } from '../../../components/useBanner';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { usePeriodParams } from '../../../lib/usePeriodParams';
import { useReglas } from '../../../api/reglas';
import { useDeletePerfil } from '../api/deletePerfil';
import { usePerfiles } from '../api/listPerfiles';
import { useSavePerfil } from '../api/savePerfil';
import { useVistaPrevia } from '../api/vistaPrevia';
import { errorAt, fieldOf, newColumna, perfilDe, perfilOf, tiposDe, valuesOf, withEveryTipo, type FieldError, type PerfilFormValues } from '../form';
import { exportacionMessages as m } from '../messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { CodigosCard } from './CodigosCard';
import { ColumnasCard, MAX_COLUMNAS } from './ColumnasCard';
import { FormatoCard } from './FormatoCard';
import { PerfilCard } from './PerfilCard';
import { VistaPreviaCard } from './VistaPreviaCard';
import { PageHeader } from '../../../components/PageHeader';
import '../exportacion.css';

/**
 * 'Exportación a nómina' (/admin/exportacion): the mapping from each kind of incidence to the payroll program's code
 * and the shape of the file, starting from CONTPAQi Nóminas, Aspel NOI or a saved profile, with a preview of the file.
 */
export function ExportacionPage() {
  const perfiles = usePerfiles();
  const banner = useBanner();

  return (
    <div className="page exportacion">
      <PageHeader
        title="Exportación a nómina"
        description="Cómo se escribe el archivo de incidencias que descargas en Pre-nómina para importarlo en tu programa de nómina: el código de cada incidencia, las columnas y el formato."
      />
      <p className="notice ex-notice" role="note">
        {m.catalogueNotice}
      </p>
      <BannerFor banner={banner} />
      {perfiles.data ? (
        <PerfilEditor data={perfiles.data} notify={banner.show} />
      ) : perfiles.isError ? (
        <p className="card ex-status">
          <LoadError error={errorMessage(perfiles.error, m.loadFailed)} onRetry={() => void perfiles.refetch()} />
        </p>
      ) : (
        <p className="card ex-status">Cargando...</p>
      )}
    </div>
  );
}

type PerfilEditorProps = {
  data: PerfilesExportacion;
  notify: Notify;
};

function PerfilEditor({ data, notify }: PerfilEditorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [origen, setOrigen] = useState<string>('contpaqi');
  const [values, setValues] = useState<PerfilFormValues>(() => valuesOf(perfilDe(data, 'contpaqi') ?? data.presets[0]!.perfil));
  const [error, setError] = useState<FieldError>(null);

  const saved = data.perfiles.find((p) => String(p.id) === origen);
  const tipos = tiposDe(data, values);
  const perfil = perfilOf(withEveryTipo(values, tipos));

  // The preview: the profile on screen, asked for once typing pauses, for a pre-nómina period (?desde=&hasta=).
  const reglas = useReglas();
  const period = usePeriodParams(reglas.data ?? (reglas.isError ? DEFAULT_REGLAS : undefined));
  const perfilJson = JSON.stringify(perfil);
  const settledJson = useDebouncedValue(perfilJson, 350);
  const previewInput = useMemo(
    () => (period.rango ? { desde: period.rango.desde, hasta: period.rango.hasta, perfil: JSON.parse(settledJson) as typeof perfil } : null),
    [period.rango, settledJson],
  );
  const preview = useVistaPrevia(previewInput);

  /** A change to the profile; the refusal about the field changed is cleared. */
  const change = (patch: Partial<PerfilFormValues>, field?: string) => {
    setValues((v) => ({ ...v, ...patch }));
    if (field) setError((e) => (e && (e.field === field || e.field.startsWith(`${field}.`)) ? null : e));
  };

  function choose(next: string) {
    const chosen = perfilDe(data, next);
    if (!chosen) return;
    setOrigen(next);
    setValues(valuesOf(chosen));
    setError(null);
  }

  function focusField(field: string) {
    const target = [...(formRef.current?.querySelectorAll<HTMLElement>('[data-field]') ?? [])].find((el) => el.dataset.field === field);
    target?.focus();
  }

  const savePerfil = useSavePerfil({
    onSuccess: (stored, { saved: edited }) => {
      setOrigen(String(stored.id));
      setValues(valuesOf(stored));
      setError(null);
      notify(edited ? m.updated(stored.nombre) : m.created(stored.nombre), 'success');
    },
    onError: (failure) => {
      const message = errorMessage(failure, UNKNOWN_ERROR);
      const field = fieldOf(failure);
      setError(field ? { field, message } : null);
      notify(m.saveFailed(message), 'error');
      if (field) requestAnimationFrame(() => focusField(field));
    },
  });
  const deletePerfil = useDeletePerfil({
    onSuccess: (_, deleted) => {
      choose('contpaqi');
      notify(m.deleted(deleted.nombre), 'success');
    },
    onError: (failure) => notify(m.deleteFailed(errorMessage(failure, UNKNOWN_ERROR)), 'error'),
  });
  const busy = savePerfil.isPending ? 'saving' : deletePerfil.isPending ? 'deleting' : null;

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    savePerfil.mutate({ perfil, saved });
  }

  const columnas = values.columnas;
  const setColumnas = (next: PerfilFormValues['columnas']) => change({ columnas: next }, 'columnas');

  return (
    <form ref={formRef} className="ex-form" aria-label="Perfil de exportación" noValidate onSubmit={save}>
      <div className="ex-form__main">
        <PerfilCard
          data={data}
          origen={origen}
          onOrigen={choose}
          nombre={values.nombre}
          onNombre={(nombre) => change({ nombre }, 'nombre')}
          nombreError={errorAt(error, 'nombre')}
          savedNombre={saved?.nombre}
        />
        <CodigosCard
          tipos={tipos}
          codigos={values.codigos}
          error={error}
          onChange={(tipo, c) =>
            change({ codigos: { ...values.codigos, [tipo]: { codigo: '', concepto: '', ...values.codigos[tipo], ...c } } }, `codigos.${tipo}`)
          }
        />
      </div>
      <div className="ex-form__side">
        <FormatoCard values={values} error={error} onChange={(patch) => change(patch, Object.keys(patch)[0])} />
        <ColumnasCard
          columnas={columnas}
          error={error}
          onChange={(index, c) => setColumnas(columnas.map((col, i) => (i === index ? { ...col, ...c } : col)))}
          onMove={(index, direction) => {
            const next = [...columnas];
            const [moved] = next.splice(index, 1);
            if (moved) next.splice(index + direction, 0, moved);
            setColumnas(next);
          }}
          onRemove={(index) => setColumnas(columnas.filter((_, i) => i !== index))}
          onAdd={() => {
            if (columnas.length >= MAX_COLUMNAS) return;
            const campo = CAMPOS.find((c) => !columnas.some((col) => col.campo === c)) ?? 'numeroEmpleado';
            setColumnas([...columnas, newColumna(CAMPO_LABELS[campo].toLocaleUpperCase('es-MX'), campo)]);
            requestAnimationFrame(() => focusField(`columnas.${columnas.length}.titulo`));
          }}
        />
      </div>
      <VistaPreviaCard
        rango={period.rango}
        isCurrent={period.isCurrent}
        onPrevious={period.previous}
        onNext={period.next}
        onCurrent={period.toCurrent}
        encabezados={values.encabezados}
        preview={preview.data}
        error={preview.error}
        stale={preview.isFetching || settledJson !== perfilJson}
      />
      <div className="ex-actions ex-area--actions">
        {saved && (
          <ConfirmButton
            className="button button--danger ex-actions__delete"
            question={m.deleteQuestion(saved.nombre)}
            details={m.deleteDetails}
            confirmLabel="Sí, eliminar perfil"
            disabled={busy !== null}
            aria-busy={busy === 'deleting'}
            onConfirm={() => deletePerfil.mutate(saved)}
          >
            {busy === 'deleting' ? 'Eliminando...' : 'Eliminar perfil'}
          </ConfirmButton>
        )}
        <button type="submit" className="button button--primary form-submit__button ex-actions__save" disabled={busy !== null} aria-busy={busy === 'saving'}>
          {busy === 'saving' ? 'Guardando...' : 'Guardar perfil'}
        </button>
      </div>
    </form>
  );
}
