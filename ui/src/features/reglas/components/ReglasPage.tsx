import { useState, type FormEvent } from 'react';
import { periodContaining } from '@reloj/contract/periodos';
import { reglasSchema, type Reglas } from '@reloj/contract/reglas';
import { BannerFor } from '../../../components/Banner';
import { contractErrors } from '../../../components/contractErrors';
import { Field } from '../../../components/Field';
import { LoadError } from '../../../components/LoadError';
import { SelectField, SelectOptions } from '../../../components/SelectField';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { formatRango, localDate, WEEK_ORDER, WEEKDAY_NAMES } from '../../../lib/dateTime';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useReglas } from '../../../api/reglas';
import { useUpdateReglas } from '../api/updateReglas';
import { PERIODO_LABELS, PERIODOS, reglasOf, valuesOf, type ReglasFormValues } from '../form';
import { REGLAS_GROUPS, type ReglaDef } from '../fields';
import { reglasMessages as m } from '../messages';
import { InicioRegistroCard } from './InicioRegistroCard';
import { LimitesLegalesCard } from './LimitesLegalesCard';
import { PageHeader } from '../../../components/PageHeader';
import '../reglas.css';

/** 'Reglas de Asistencia' (/admin/reglas): how punches become retardos, faltas, overtime and pay periods. */
export function ReglasPage() {
  const reglas = useReglas();

  return (
    <div className="page reglas">
      <PageHeader
        title="Reglas de Asistencia"
        description="Cómo se cuentan los retardos, las faltas y las horas extra, cada cuándo se paga y qué ve el empleado en el kiosco."
      />
      <InicioRegistroCard />
      {reglas.data ? (
        <ReglasForm initial={reglas.data} />
      ) : reglas.isError ? (
        <p className="card reglas__status">
          <LoadError error={errorMessage(reglas.error, m.loadFailed)} onRetry={() => void reglas.refetch()} />
        </p>
      ) : (
        <p className="card reglas__status">Cargando...</p>
      )}
      <LimitesLegalesCard />
    </div>
  );
}

type ReglasFormProps = {
  initial: Reglas;
};

/** The rules' form; what saving did (or why it did not) shows beside 'Guardar reglas', where the person is looking. */
function ReglasForm({ initial }: ReglasFormProps) {
  const [values, setValues] = useState(() => valuesOf(initial));
  const banner = useBanner();
  const notify = banner.show;
  const update = useUpdateReglas({
    onSuccess: (saved) => {
      setValues(valuesOf(saved));
      notify(m.saved, 'success');
    },
    onError: (error) => notify(m.saveFailed(errorMessage(error, UNKNOWN_ERROR)), 'error'),
  });
  const busy = update.isPending;
  const { errors, check, clear, formRef } = useFormErrors<keyof ReglasFormValues>();
  const set = (patch: Partial<ReglasFormValues>) => {
    clear(...(Object.keys(patch) as (keyof ReglasFormValues)[]));
    setValues((v) => ({ ...v, ...patch }));
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(contractErrors(reglasSchema, reglasOf(values)))) return;
    update.mutate(reglasOf(values));
  }

  return (
    <form ref={formRef} className="reglas__form" aria-label="Reglas de asistencia" noValidate onSubmit={handleSubmit}>
      {REGLAS_GROUPS.map((group) => (
        <fieldset key={group.legend} className="card reglas__group" disabled={busy}>
          <legend className="card__title reglas__legend">{group.legend}</legend>
          {group.fields.map((def) =>
            def.kind === 'periodo' ? (
              <PeriodoFields key="periodo" values={values} set={set} />
            ) : (
              <ReglaField key={def.name} def={def} values={values} error={errors[def.name]} set={set} />
            ),
          )}
        </fieldset>
      ))}

      <div className="form-submit reglas__submit-row">
        <div className="reglas__result">
          <BannerFor banner={banner} />
        </div>
        <button type="submit" className="button button--primary form-submit__button reglas__submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Guardando...' : 'Guardar reglas'}
        </button>
      </div>
    </form>
  );
}

type Set = (patch: Partial<ReglasFormValues>) => void;

/** One field of the table of definitions (fields.ts), drawn as its kind asks. */
function ReglaField({ def, values, error, set }: { def: Exclude<ReglaDef, { kind: 'periodo' }>; values: ReglasFormValues; error?: string; set: Set }) {
  const setValue = (value: string | boolean) => set({ [def.name]: value });
  switch (def.kind) {
    case 'number':
      return (
        <Field label={def.label} error={error} hint={def.hint(values)} required>
          {(control) => (
            <input
              {...control}
              className="input reglas__number"
              type="number"
              name={def.name}
              inputMode="numeric"
              min={def.min}
              max={def.max}
              step={1}
              value={values[def.name]}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
        </Field>
      );
    case 'select':
      return (
        <SelectField
          label={def.label}
          name={def.name}
          value={values[def.name]}
          hint={def.options[values[def.name]]?.explanation}
          onChange={(e) => setValue(e.target.value)}
        >
          {def.order.map((option) => (
            <option key={option} value={option}>
              {def.options[option]?.label}
            </option>
          ))}
        </SelectField>
      );
    case 'radio':
      return (
        <div className="choice-cards" role="radiogroup" aria-label={def.label}>
          {def.order.map((option) => (
            <label key={option} className={`choice-card${values[def.name] === option ? ' choice-card--checked' : ''}`}>
              <input type="radio" name={def.name} value={option} checked={values[def.name] === option} onChange={() => setValue(option)} />
              <span>
                <span className="choice-card__label">{def.options[option]?.label}</span>
                <span className="reglas__hint">{def.options[option]?.explanation}</span>
              </span>
            </label>
          ))}
        </div>
      );
    case 'check': {
      const hintId = def.long ? `reglas-${def.name}-hint` : undefined;
      return (
        <div className={def.long ? 'reglas__check reglas__check--long' : 'reglas__check'}>
          <label className="checkbox">
            <input type="checkbox" name={def.name} checked={values[def.name]} aria-describedby={hintId} onChange={(e) => setValue(e.target.checked)} />
            {def.label}
          </label>
          <p id={hintId} className="reglas__hint">
            {def.hint(values)}
          </p>
        </div>
      );
    }
    case 'text':
      return (
        <Field label={def.label} error={error} hint={def.hint}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              name={def.name}
              autoComplete={def.autoComplete}
              maxLength={def.maxLength}
              value={values[def.name]}
              onChange={(e) => setValue(e.target.value)}
            />
          )}
        </Field>
      );
  }
}

/** 'Periodo de pago': the period, the day weeks start on (not for quincenas) and the period today falls in. */
function PeriodoFields({ values, set }: { values: ReglasFormValues; set: Set }) {
  const inicio = Number(values.inicioSemana);
  const current = periodContaining(localDate(), { periodo: values.periodo, inicioSemana: Number.isInteger(inicio) ? inicio : 1 });
  return (
    <>
      <SelectField label="Periodo" name="periodo" value={values.periodo} onChange={(e) => set({ periodo: e.target.value as ReglasFormValues['periodo'] })}>
        <SelectOptions values={PERIODOS} labels={PERIODO_LABELS} />
      </SelectField>
      <SelectField
        label="Inicio de semana"
        name="inicioSemana"
        value={values.inicioSemana}
        disabled={values.periodo === 'quincenal'}
        onChange={(e) => set({ inicioSemana: e.target.value })}
      >
        {WEEK_ORDER.map((d) => (
          <option key={d} value={String(d)}>
            {WEEKDAY_NAMES[d]}
          </option>
        ))}
      </SelectField>
      <p className="reglas__hint">
        {values.periodo === 'quincenal'
          ? 'Las quincenas van del 1 al 15 y del 16 al último día del mes.'
          : values.periodo === 'catorcenal'
            ? 'Las catorcenas son de 14 días y empiezan el día elegido.'
            : 'Las semanas empiezan el día elegido.'}
      </p>
      <p className="reglas__preview">
        <span className="reglas__preview-label">Periodo actual</span>
        <span>{formatRango(current.desde, current.hasta)}</span>
      </p>
    </>
  );
}
