import { useState, type FormEvent } from 'react';
import { periodContaining, reglasSchema, type Reglas } from '@reloj/contract/payroll';
import { Banner } from '../../../components/Banner';
import { contractErrors } from '../../../components/contractErrors';
import { Field } from '../../../components/Field';
import { LoadError } from '../../../components/LoadError';
import { SelectField } from '../../../components/SelectField';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { formatRango, localDate, WEEK_ORDER, WEEKDAY_NAMES } from '../../../lib/dateTime';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useReglas } from '../../../api/reglas';
import { useUpdateReglas } from '../api/updateReglas';
import {
  MEDIA_JORNADA_EFECTOS,
  MEDIA_JORNADA_OPTIONS,
  PAGO_DESCANSO_OPTIONS,
  PAGO_DIAS_DESCANSO,
  PERIODO_LABELS,
  PERIODOS,
  reglasOf,
  RETARDOS_EFECTO_OPTIONS,
  RETARDOS_POR_FALTA_EFECTOS,
  SALIDAS_ANTICIPADAS_EFECTOS,
  SALIDAS_ANTICIPADAS_OPTIONS,
  SEPTIMO_DIA,
  SEPTIMO_DIA_OPTIONS,
  valuesOf,
  type ReglasFormValues,
} from '../form';
import { reglasMessages as m } from '../messages';
import { InicioRegistroCard } from './InicioRegistroCard';
import { LimitesLegalesCard } from './LimitesLegalesCard';
import '../reglas.css';

/** 'Reglas de Asistencia' (/admin/reglas): how punches become retardos, faltas, overtime and pay periods. */
export function ReglasPage() {
  const reglas = useReglas();

  return (
    <div className="page reglas">
      <header className="page__header">
        <h1 className="page__title">Reglas de Asistencia</h1>
        <p className="page__description">Cómo se cuentan los retardos, las faltas y las horas extra, cada cuándo se paga y qué ve el empleado en el kiosco.</p>
      </header>
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

  const inicio = Number(values.inicioSemana);
  const current = periodContaining(localDate(), { periodo: values.periodo, inicioSemana: Number.isInteger(inicio) ? inicio : 1 });

  return (
    <form ref={formRef} className="reglas__form" aria-label="Reglas de asistencia" noValidate onSubmit={handleSubmit}>
      <fieldset className="card reglas__group" disabled={busy}>
        <legend className="card__title reglas__legend">Retardos y faltas</legend>
        <NumberField
          label="Tolerancia (minutos)"
          name="toleranciaMinutos"
          min={0}
          max={120}
          value={values.toleranciaMinutos}
          error={errors.toleranciaMinutos}
          onChange={(toleranciaMinutos) => set({ toleranciaMinutos })}
          hint="Entrar más de estos minutos después de la hora de entrada cuenta como retardo."
        />
        <NumberField
          label="Retardos que equivalen a una falta"
          name="retardosPorFalta"
          min={0}
          max={31}
          value={values.retardosPorFalta}
          error={errors.retardosPorFalta}
          onChange={(retardosPorFalta) => set({ retardosPorFalta })}
          hint={
            Number(values.retardosPorFalta) > 0
              ? `Cada ${values.retardosPorFalta} retardos en un periodo cuentan como una falta.`
              : '0 = desactivado: los retardos no se convierten en faltas.'
          }
        />
        <SelectField
          label="Efecto de la falta por retardos"
          name="retardosPorFaltaEfecto"
          value={values.retardosPorFaltaEfecto}
          hint={RETARDOS_EFECTO_OPTIONS[values.retardosPorFaltaEfecto].explanation}
          onChange={(e) => set({ retardosPorFaltaEfecto: e.target.value as ReglasFormValues['retardosPorFaltaEfecto'] })}
        >
          {RETARDOS_POR_FALTA_EFECTOS.map((efecto) => (
            <option key={efecto} value={efecto}>
              {RETARDOS_EFECTO_OPTIONS[efecto].label}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="card reglas__group" disabled={busy}>
        <legend className="card__title reglas__legend">Salidas anticipadas y medias jornadas</legend>
        <SelectField
          label="Efecto de las salidas anticipadas"
          name="salidasAnticipadasEfecto"
          value={values.salidasAnticipadasEfecto}
          hint={SALIDAS_ANTICIPADAS_OPTIONS[values.salidasAnticipadasEfecto].explanation}
          onChange={(e) => set({ salidasAnticipadasEfecto: e.target.value as ReglasFormValues['salidasAnticipadasEfecto'] })}
        >
          {SALIDAS_ANTICIPADAS_EFECTOS.map((efecto) => (
            <option key={efecto} value={efecto}>
              {SALIDAS_ANTICIPADAS_OPTIONS[efecto].label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Efecto de la falta de media jornada"
          name="mediaJornadaEfecto"
          value={values.mediaJornadaEfecto}
          hint={MEDIA_JORNADA_OPTIONS[values.mediaJornadaEfecto].explanation}
          onChange={(e) => set({ mediaJornadaEfecto: e.target.value as ReglasFormValues['mediaJornadaEfecto'] })}
        >
          {MEDIA_JORNADA_EFECTOS.map((efecto) => (
            <option key={efecto} value={efecto}>
              {MEDIA_JORNADA_OPTIONS[efecto].label}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="card reglas__group" disabled={busy}>
        <legend className="card__title reglas__legend">Horas extra</legend>
        <NumberField
          label="Bloque de horas extra (minutos)"
          name="bloqueHorasExtraMinutos"
          min={1}
          max={120}
          value={values.bloqueHorasExtraMinutos}
          error={errors.bloqueHorasExtraMinutos}
          onChange={(bloqueHorasExtraMinutos) => set({ bloqueHorasExtraMinutos })}
          hint="El tiempo después de la hora de salida se cuenta en bloques completos de este tamaño."
        />
        <div className="reglas__check">
          <label className="checkbox">
            <input
              type="checkbox"
              name="horasExtraRequierenAutorizacion"
              checked={values.horasExtraRequierenAutorizacion}
              onChange={(e) => set({ horasExtraRequierenAutorizacion: e.target.checked })}
            />
            Las horas extra requieren autorización
          </label>
          <p className="reglas__hint">
            {values.horasExtraRequierenAutorizacion
              ? 'Solo se pagan las horas autorizadas como incidencia en Pre-nómina.'
              : 'Se paga todo el tiempo extra checado, sin autorización.'}{' '}
            Los minutos después de la salida se suman en la semana y se pagan en bloques completos. Las primeras horas extra de la semana se pagan dobles y las
            demás triples (LFT arts. 67 y 68; ver Límites legales).
          </p>
        </div>
      </fieldset>

      <fieldset className="card reglas__group" disabled={busy}>
        <legend className="card__title reglas__legend">Séptimo día</legend>
        <div className="reglas__options" role="radiogroup" aria-label="Séptimo día">
          {SEPTIMO_DIA.map((mode) => (
            <label key={mode} className={`reglas__option${values.septimoDia === mode ? ' reglas__option--checked' : ''}`}>
              <input type="radio" name="septimoDia" value={mode} checked={values.septimoDia === mode} onChange={() => set({ septimoDia: mode })} />
              <span>
                <span className="reglas__option-label">{SEPTIMO_DIA_OPTIONS[mode].label}</span>
                <span className="reglas__hint">{SEPTIMO_DIA_OPTIONS[mode].explanation}</span>
              </span>
            </label>
          ))}
        </div>
        <SelectField
          label="Días de descanso pagados"
          name="pagoDiasDescanso"
          value={values.pagoDiasDescanso}
          hint={PAGO_DESCANSO_OPTIONS[values.pagoDiasDescanso].explanation}
          onChange={(e) => set({ pagoDiasDescanso: e.target.value as ReglasFormValues['pagoDiasDescanso'] })}
        >
          {PAGO_DIAS_DESCANSO.map((pago) => (
            <option key={pago} value={pago}>
              {PAGO_DESCANSO_OPTIONS[pago].label}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="card reglas__group" disabled={busy}>
        <legend className="card__title reglas__legend">Periodo de pago</legend>
        <SelectField label="Periodo" name="periodo" value={values.periodo} onChange={(e) => set({ periodo: e.target.value as ReglasFormValues['periodo'] })}>
          {PERIODOS.map((p) => (
            <option key={p} value={p}>
              {PERIODO_LABELS[p]}
            </option>
          ))}
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
      </fieldset>

      <fieldset className="card reglas__group" disabled={busy}>
        <legend className="card__title reglas__legend">Empresa y kiosco</legend>
        <Field label="Nombre de la empresa" error={errors.nombreEmpresa} hint="Se imprime en las tarjetas de asistencia.">
          {(control) => (
            <input
              {...control}
              className="input"
              type="text"
              name="nombreEmpresa"
              autoComplete="organization"
              maxLength={120}
              value={values.nombreEmpresa}
              onChange={(e) => set({ nombreEmpresa: e.target.value })}
            />
          )}
        </Field>
        <div className="reglas__check reglas__check--long">
          <label className="checkbox">
            <input
              type="checkbox"
              name="estadoEnKiosco"
              checked={values.estadoEnKiosco}
              aria-describedby="reglas-estadoEnKiosco-hint"
              onChange={(e) => set({ estadoEnKiosco: e.target.checked })}
            />
            Mostrar al empleado su estado en el kiosco (retardo, horas trabajadas, bono en riesgo)
          </label>
          <p id="reglas-estadoEnKiosco-hint" className="reglas__hint">
            {values.estadoEnKiosco
              ? 'Al checar, el empleado ve si llegó a tiempo o con retardo, las horas que lleva trabajadas en el día y si está por perder un bono.'
              : 'Al checar, el kiosco solo muestra el nombre y la hora. Conviene si la pantalla está a la vista de todos.'}
          </p>
        </div>
        <NumberField
          label="Minutos mínimos entre entrada y salida"
          name="minutosMinimosJornada"
          min={0}
          max={240}
          value={values.minutosMinimosJornada}
          error={errors.minutosMinimosJornada}
          onChange={(minutosMinimosJornada) => set({ minutosMinimosJornada })}
          hint={
            Number(values.minutosMinimosJornada) > 0
              ? `Una salida antes de ${values.minutosMinimosJornada} min pide confirmación. 0 = desactivado.`
              : '0 = desactivado: la salida se guarda sin preguntar.'
          }
        />
      </fieldset>

      <fieldset className="card reglas__group" disabled={busy}>
        <legend className="card__title reglas__legend">Vacaciones y aguinaldo</legend>
        <NumberField
          label="Días de vacaciones adicionales a la ley"
          name="diasVacacionesExtra"
          min={0}
          max={30}
          value={values.diasVacacionesExtra}
          error={errors.diasVacacionesExtra}
          onChange={(diasVacacionesExtra) => set({ diasVacacionesExtra })}
          hint="Se suman cada año a los de la tabla de la LFT (art. 76: 12 días el primer año, 14 el segundo…). 0 = solo la ley."
        />
        <NumberField
          label="Prima vacacional (%)"
          name="primaVacacionalPorcentaje"
          min={25}
          max={100}
          value={values.primaVacacionalPorcentaje}
          error={errors.primaVacacionalPorcentaje}
          onChange={(primaVacacionalPorcentaje) => set({ primaVacacionalPorcentaje })}
          hint="Sobre el salario de los días de vacaciones. La ley pide al menos 25 % (art. 80)."
        />
        <NumberField
          label="Días de aguinaldo"
          name="diasAguinaldo"
          min={15}
          max={90}
          value={values.diasAguinaldo}
          error={errors.diasAguinaldo}
          onChange={(diasAguinaldo) => set({ diasAguinaldo })}
          hint="Se paga antes del 20 de diciembre. La ley pide al menos 15 días de salario (art. 87)."
        />
        <div className="reglas__check reglas__check--long">
          <label className="checkbox">
            <input
              type="checkbox"
              name="aguinaldoDescuentaFaltas"
              checked={values.aguinaldoDescuentaFaltas}
              aria-describedby="reglas-aguinaldoDescuentaFaltas-hint"
              onChange={(e) => set({ aguinaldoDescuentaFaltas: e.target.checked })}
            />
            Las faltas injustificadas y los permisos sin goce descuentan días de aguinaldo
          </label>
          <p id="reglas-aguinaldoDescuentaFaltas-hint" className="reglas__hint">
            {values.aguinaldoDescuentaFaltas
              ? 'El aguinaldo se calcula con los días efectivamente trabajados; las incapacidades sí cuentan. Es la práctica más común, pero la ley no lo dice expresamente.'
              : 'Todo el año cuenta para el aguinaldo, aunque haya faltas.'}
          </p>
        </div>
      </fieldset>

      <div className="form-submit reglas__submit-row">
        <div className="reglas__result">
          <Banner message={banner.message?.text ?? null} tone={banner.message?.tone} onDismiss={banner.dismiss} />
        </div>
        <button type="submit" className="button button--primary form-submit__button reglas__submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Guardando...' : 'Guardar reglas'}
        </button>
      </div>
    </form>
  );
}

type NumberFieldProps = {
  label: string;
  name: string;
  min: number;
  max: number;
  value: string;
  onChange: (value: string) => void;
  /** The form's refusal (the contract's sentence); it takes the hint's place. */
  error?: string;
  hint: string;
};

function NumberField({ label, name, min, max, value, onChange, error, hint }: NumberFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required>
      {(control) => (
        <input
          {...control}
          className="input reglas__number"
          type="number"
          name={name}
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
