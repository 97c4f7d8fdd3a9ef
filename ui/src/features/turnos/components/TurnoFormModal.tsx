import type { SemanaProgramada } from '@reloj/contract/jornada';
import { CICLO_DIAS_MAX, dayPaidMinutes, isSegmentEntrada, isSegmentSalida, type Turno } from '@reloj/contract/turnos';
import { useState, type FormEvent } from 'react';
import { BannerFor } from '../../../components/Banner';
import { DateInput } from '../../../components/DateInput';
import { Field } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import { TextField } from '../../../components/TextField';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { localDate } from '../../../lib/dateTime';
import { useSaveTurno } from '../api/saveTurno';
import { serverFieldError } from '../lib/serverField';
import { TRES_TURNOS, TURNO_TEMPLATES, type TurnoTemplate } from '../lib/templates';
import { emptyTurnoValues, payloadOf, resizeDias, turnoProblems, valuesOfTurno, type TurnoFormValues } from '../lib/turnoForm';
import { DIAS_SEMANA, formatHoras } from '../lib/turnoText';
import { turnosText as t } from '../messages';
import { DiaEditor } from './DiaEditor';
import { TurnoChip } from './TurnoChip';

type TurnoFormModalProps = {
  /** The turno to edit; null for a new one. */
  turno: Turno | null;
  onCancel: () => void;
  /** The daemon saved it (its answer carries the advertencias, e.g. a week over the legal maximum). */
  onSaved: (turno: Turno, created: boolean) => void;
};

const KNOWN = /^(nombre|codigo|color|tipo|inicioCiclo|dias(\.\d+(\.segmentos(\.\d+(\.(entrada|salida))?)?|\.minutosComida)?)?)$/;

/** Every paid minute of the pattern while typing, once every segment is a whole time. */
function totalMinutes(values: TurnoFormValues): number | null {
  let total = 0;
  for (const d of values.dias) {
    if (!d.tramos.every((s) => isSegmentEntrada(s.entrada) && isSegmentSalida(s.salida))) return null;
    total += dayPaidMinutes({ segmentos: d.tramos, minutosComida: Number(d.comida) || 0 });
  }
  return total;
}

/**
 * The pattern's week for LFT art. 59 (a week that frees a further rest day schedules no overtime): a weekly turno's rest
 * days and paid minutes; a cycle's scaled to seven days. Null while a time is incomplete.
 */
function semanaDe(values: TurnoFormValues, total: number | null): SemanaProgramada | null {
  if (total === null || values.dias.length === 0) return null;
  const descanso = values.dias.filter((d) => d.tramos.length === 0).length;
  const scale = values.tipo === 'ciclo' ? 7 / values.dias.length : 1;
  return { diasDescanso: Math.floor(descanso * scale), minutosTrabajo: Math.round(total * scale) };
}

/**
 * Creates or edits a turno: name, code and colour, weekly (lunes to domingo) or a cycle of N days from a date, each
 * day with up to 4 segments and its meal. A new one may start from a template. What the contract refuses is said
 * beside each field before sending; a 422 of the daemon is said beside the field it names.
 */
export function TurnoFormModal({ turno, onCancel, onSaved }: TurnoFormModalProps) {
  const [values, setValues] = useState<TurnoFormValues>(() => (turno ? valuesOfTurno(turno) : emptyTurnoValues()));
  const { errors, check, clear, formRef } = useFormErrors<string>();
  const banner = useBanner();
  const save = useSaveTurno({
    onSuccess: (saved) => onSaved(saved, turno === null),
    onError: (error) => {
      const field = serverFieldError(error, (key) => KNOWN.test(key));
      if (field) check({ [field.key]: field.message });
      else banner.show(`${t.saveFailed} ${errorMessage(error, UNKNOWN_ERROR)}`, 'error');
    },
  });

  const set = (patch: Partial<TurnoFormValues>) => {
    clear(...Object.keys(patch));
    setValues((v) => ({ ...v, ...patch }));
  };
  const setDia = (i: number, dia: TurnoFormValues['dias'][number]) => {
    clear(...Object.keys(errors).filter((k) => k === 'dias' || k.startsWith(`dias.${i}`)));
    setValues((v) => ({ ...v, dias: v.dias.map((d, k) => (k === i ? dia : d)) }));
  };
  const applyTemplate = (template: TurnoTemplate) => {
    check({});
    const next = valuesOfTurno({ ...template.turno, inicioCiclo: template.turno.tipo === 'ciclo' ? localDate() : null });
    setValues(next);
  };
  const setTipo = (tipo: TurnoFormValues['tipo']) => {
    if (tipo === values.tipo) return;
    set({ tipo, dias: resizeDias(values.dias, tipo === 'semanal' ? 7 : 3), inicioCiclo: values.inicioCiclo || localDate() });
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    banner.dismiss();
    if (!check(turnoProblems(values))) return;
    save.mutate({ id: turno?.id ?? null, payload: payloadOf(values) });
  }

  const total = totalMinutes(values);
  const semana = semanaDe(values, total);
  const ciclo = values.tipo === 'ciclo';
  return (
    <Modal title={turno ? t.form.editTitle(turno.nombre) : t.form.createTitle} onClose={onCancel}>
      <div className="turno-form">
        <p className="modal__subtitle">{t.form.subtitle}</p>
        <BannerFor banner={banner} />
        {!turno && (
          <div className="turno-plantillas" role="group" aria-labelledby="turno-plantillas-title">
            <span id="turno-plantillas-title" className="field__label">
              {t.form.plantillas}
            </span>
            <div className="turno-plantillas__list">
              {TURNO_TEMPLATES.filter((p) => !TRES_TURNOS.includes(p.id)).map((p) => (
                <button key={p.id} type="button" className="button button--small button--secondary" onClick={() => applyTemplate(p)}>
                  {p.label}
                </button>
              ))}
              <span className="turno-plantillas__grupo">
                <span className="turno-plantillas__grupo-label">{t.form.tresTurnos}:</span>
                {TURNO_TEMPLATES.filter((p) => TRES_TURNOS.includes(p.id)).map((p) => (
                  <button key={p.id} type="button" className="button button--small button--secondary" onClick={() => applyTemplate(p)}>
                    {p.label}
                  </button>
                ))}
              </span>
            </div>
          </div>
        )}
        <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
          <div className="turno-form__ident">
            <TextField
              label={t.form.nombre}
              name="nombre"
              required
              maxLength={60}
              placeholder={t.form.nombrePlaceholder}
              className="turno-form__nombre"
              error={errors.nombre}
              value={values.nombre}
              onChange={(nombre) => set({ nombre })}
            />
            <TextField
              label={t.form.codigo}
              name="codigo"
              required
              maxLength={6}
              className="turno-form__codigo"
              error={errors.codigo}
              value={values.codigo}
              onChange={(codigo) => set({ codigo: codigo.toLocaleUpperCase('es-MX') })}
            />
            <Field label={t.form.color} error={errors.color} className="turno-form__color">
              {(control) => (
                <span className="color-field">
                  <input {...control} type="color" className="color-field__input" value={values.color} onChange={(e) => set({ color: e.target.value })} />
                  <TurnoChip codigo={values.codigo.trim() || 'ABC'} color={values.color} />
                </span>
              )}
            </Field>
          </div>
          <p className="field__hint turno-form__codigo-hint">{t.form.codigoHint}</p>
          <fieldset className="turno-tipo">
            <legend className="field__label">{t.form.tipo}</legend>
            <label className="turno-tipo__option">
              <input type="radio" name="tipo" value="semanal" checked={!ciclo} onChange={() => setTipo('semanal')} />
              {t.form.semanal}
            </label>
            <label className="turno-tipo__option">
              <input type="radio" name="tipo" value="ciclo" checked={ciclo} onChange={() => setTipo('ciclo')} />
              {t.form.ciclo}
            </label>
          </fieldset>
          {ciclo && (
            <div className="field-row">
              <Field label={t.form.cicloDias} hint={t.form.cicloDiasHint} error={errors.dias}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    className="input"
                    min={1}
                    max={CICLO_DIAS_MAX}
                    value={values.dias.length}
                    onChange={(e) => {
                      const n = Number(e.target.value);
                      if (Number.isInteger(n) && n >= 1) set({ dias: resizeDias(values.dias, n) });
                    }}
                  />
                )}
              </Field>
              <DateInput
                label={t.form.inicioCiclo}
                name="inicioCiclo"
                required
                hint={t.form.inicioCicloHint}
                error={errors.inicioCiclo}
                value={values.inicioCiclo}
                onChange={(inicioCiclo) => set({ inicioCiclo })}
              />
            </div>
          )}
          {!ciclo && errors.dias && <span className="field__error">{errors.dias}</span>}
          <div className="dias-editor">
            {values.dias.map((dia, i) => (
              <DiaEditor
                key={i}
                index={i}
                nombre={ciclo ? t.form.dia(i) : DIAS_SEMANA[i]!}
                dia={dia}
                errors={errors}
                semana={semana}
                onChange={(d) => setDia(i, d)}
              />
            ))}
          </div>
          {total !== null && (
            <p className="turno-form__total">{ciclo ? t.form.totalCiclo(formatHoras(total), values.dias.length) : t.form.total(formatHoras(total))}</p>
          )}
          <ModalFormFooter onCancel={onCancel} busy={save.isPending} submitLabel={turno ? t.form.submitEdit : t.form.submitCreate} busyLabel={t.form.busy} />
        </form>
      </div>
    </Modal>
  );
}
