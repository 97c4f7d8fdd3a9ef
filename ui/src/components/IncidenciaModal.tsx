import { useState, type ReactNode } from 'react';
import {
  HORAS_EXTRA_MAX_DIA,
  HORAS_EXTRA_PASO,
  INCIDENCIA_LABELS,
  INCIDENCIA_TIPOS,
  horasPorAutorizar,
  incidenciaInputSchema,
  type IncidenciaInput,
  type IncidenciaTipo,
} from '@reloj/contract/incidencias';
import { formatMinutes } from '../lib/dateTime';
import { contractErrors } from './contractErrors';
import { DateInput } from './DateInput';
import { Field } from './Field';
import { FormModal } from './FormModal';
import { SelectField, SelectOptions } from './SelectField';
import { useFormErrors } from './useFormErrors';
import { withValue } from './eventValue';
import { TextField } from './TextField';
import './corrections.css';

type IncidenciaModalProps = {
  empleadoId: number;
  nombre: string;
  /** The day it starts on (editable; within `desde`–`hasta` when they are given: the period shown in 'Pre-nómina'). */
  fecha: string;
  desde?: string;
  hasta?: string;
  /**
   * Overtime worked that day and not yet authorised, in hours (none: 0). 'Horas autorizadas' proposes it rounded up to
   * the quarter hour the daemon accepts (horasPorAutorizar: an authorisation is a ceiling, so only the minutes worked are paid).
   */
  horasSugeridas?: number;
  /** What the nota starts with (a punch carried from a closed period names it). */
  initialNota?: string;
  banner: ReactNode;
  onCancel: () => void;
  /** The incidencia is being saved. */
  busy: boolean;
  /** Saves the incidencia; the parent closes the dialog (or goes back to the days) when it succeeded. */
  onSave: (input: IncidenciaInput) => void;
};

/** What each kind does to the pay, in one line. */
const EFFECT: Record<IncidenciaTipo, string> = {
  horas_extra: 'Autoriza hasta estas horas de tiempo extra ese día (se pagan dobles o triples).',
  falta_justificada: 'No se paga el día, pero no cuenta como falta para los bonos.',
  permiso_con_goce: 'Se paga el día aunque no se trabaje.',
  permiso_sin_goce: 'No se paga el día, pero no cuenta como falta para los bonos.',
  vacaciones: 'Se paga el día aunque no se trabaje.',
  incapacidad: 'No se paga el día (lo cubre el IMSS), pero no cuenta como falta.',
};

/** '12 min' kept on one line: a number is never parted from its unit. */
const unbroken = (text: string) => text.replace(/(\d) (h|min)\b/g, '$1\u00a0$2');

/** The rule beside 'Horas autorizadas', and why the proposed figure is what it is. */
function horasHint(sinAutorizar: number): string {
  const rule = 'En cuartos de hora (0.25 = 15 min, 0.5 = 30 min).';
  if (sinAutorizar <= 0) return unbroken(rule);
  const worked = formatMinutes(Math.round(sinAutorizar * 60));
  return unbroken(`${rule} Ese día tiene ${worked} extra sin autorizar: se propone el cuarto de hora que los cubre; se paga solo lo trabajado.`);
}

/**
 * 'Agregar incidencia': an overtime authorisation, a justified absence, a leave, vacation or sick leave, for one
 * employee and day ('Pre-nómina': a day of the period; 'Asistencias': a punch's working day).
 */
export function IncidenciaModal(props: IncidenciaModalProps) {
  const { empleadoId, nombre, fecha: initialFecha, desde, hasta, horasSugeridas = 0, initialNota = '', banner, busy, onCancel, onSave } = props;
  const [tipo, setTipo] = useState<IncidenciaTipo>(horasSugeridas > 0 ? 'horas_extra' : 'falta_justificada');
  const [fecha, setFecha] = useState(initialFecha);
  const [horas, setHoras] = useState(horasSugeridas > 0 ? String(horasPorAutorizar(horasSugeridas)) : '');
  const [nota, setNota] = useState(initialNota);
  const [adelantadas, setAdelantadas] = useState(false);
  const form = useFormErrors<'fecha' | 'horas' | 'nota'>();
  const { errors, clearing } = form;

  function inputOf(): IncidenciaInput {
    const input: IncidenciaInput = { empleadoId, fecha, tipo, nota: nota.trim() === '' ? null : nota.trim() };
    if (tipo === 'horas_extra') input.horas = horas.trim() === '' ? null : Number(horas);
    if (tipo === 'vacaciones' && adelantadas) input.adelantadas = true;
    return input;
  }

  return (
    <FormModal
      title="Agregar incidencia"
      subtitle={<strong>{nombre}</strong>}
      banner={banner}
      onCancel={onCancel}
      form={form}
      problems={() => contractErrors(incidenciaInputSchema, inputOf())}
      onSubmit={() => onSave(inputOf())}
      busy={busy}
      submitLabel="Guardar incidencia"
      busyLabel="Guardando..."
    >
      <SelectField label="Tipo" name="tipo" value={tipo} onChange={(e) => setTipo(e.target.value as IncidenciaTipo)}>
        <SelectOptions values={INCIDENCIA_TIPOS} labels={INCIDENCIA_LABELS} />
      </SelectField>
      <p className="correction__hint">{EFFECT[tipo]}</p>
      <DateInput label="Fecha" name="fecha" required min={desde} max={hasta} error={errors.fecha} value={fecha} onChange={clearing('fecha', setFecha)} />
      {tipo === 'horas_extra' && (
        <Field label="Horas autorizadas" required error={errors.horas} hint={horasHint(horasSugeridas)}>
          {(control) => (
            <input
              {...control}
              className="input correction__hours"
              type="number"
              name="horas"
              inputMode="decimal"
              min={HORAS_EXTRA_PASO}
              max={HORAS_EXTRA_MAX_DIA}
              step={HORAS_EXTRA_PASO}
              placeholder="Ej. 2"
              value={horas}
              onChange={withValue(clearing('horas', setHoras))}
            />
          )}
        </Field>
      )}
      {tipo === 'vacaciones' && (
        // Issue 31: a day beyond the employee's balance (LFT art. 76) is refused unless the company advances it.
        <div className="correction__check">
          <label className="checkbox">
            <input type="checkbox" name="adelantadas" checked={adelantadas} onChange={(e) => setAdelantadas(e.target.checked)} />
            Adelantar días
          </label>
          <p className="correction__hint">Si aún no tiene días de vacaciones, la empresa puede adelantárselos: su saldo queda en negativo.</p>
        </div>
      )}
      <TextField
        label="Nota (opcional)"
        error={errors.nota}
        name="nota"
        maxLength={200}
        placeholder="Ej. Inventario de fin de mes"
        value={nota}
        onChange={clearing('nota', setNota)}
      />
    </FormModal>
  );
}
