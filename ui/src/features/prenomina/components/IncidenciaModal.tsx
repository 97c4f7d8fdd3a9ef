import { useState, type ReactNode } from 'react';
import { INCIDENCIA_LABELS, INCIDENCIA_TIPOS, type IncidenciaInput, type IncidenciaTipo } from '@reloj/contract/payroll';
import { Field } from '../../../components/Field';
import { FormModal } from '../../../components/FormModal';
import { SelectField } from '../../../components/SelectField';

type IncidenciaModalProps = {
  empleadoId: number;
  nombre: string;
  /** The day it starts on (editable, within the period). */
  fecha: string;
  desde: string;
  hasta: string;
  /** Overtime worked that day and not yet authorised, in hours: what 'Horas extra autorizadas' proposes. */
  horasSugeridas: number;
  banner: ReactNode;
  onCancel: () => void;
  onSave: (input: IncidenciaInput) => Promise<unknown>;
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

/** 'Agregar incidencia': an overtime authorisation, a justified absence, a leave, vacation or sick leave. */
export function IncidenciaModal(props: IncidenciaModalProps) {
  const { empleadoId, nombre, fecha: initialFecha, desde, hasta, horasSugeridas, banner, onCancel, onSave } = props;
  const [tipo, setTipo] = useState<IncidenciaTipo>(horasSugeridas > 0 ? 'horas_extra' : 'falta_justificada');
  const [fecha, setFecha] = useState(initialFecha);
  const [horas, setHoras] = useState(horasSugeridas > 0 ? String(horasSugeridas) : '');
  const [nota, setNota] = useState('');

  function save() {
    const input: IncidenciaInput = { empleadoId, fecha, tipo, nota: nota.trim() === '' ? null : nota.trim() };
    if (tipo === 'horas_extra') input.horas = horas.trim() === '' ? null : Number(horas);
    return onSave(input);
  }

  return (
    <FormModal
      title="Agregar incidencia"
      subtitle={<strong>{nombre}</strong>}
      banner={banner}
      onCancel={onCancel}
      onSubmit={save}
      submitLabel="Guardar incidencia"
      busyLabel="Guardando..."
    >
      <SelectField label="Tipo" name="tipo" value={tipo} onChange={(e) => setTipo(e.target.value as IncidenciaTipo)}>
        {INCIDENCIA_TIPOS.map((t) => (
          <option key={t} value={t}>
            {INCIDENCIA_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <p className="pn-form-hint">{EFFECT[tipo]}</p>
      <Field label="Fecha">
        <input className="input" type="date" name="fecha" required min={desde} max={hasta} value={fecha} onChange={(e) => setFecha(e.target.value)} />
      </Field>
      {tipo === 'horas_extra' && (
        <Field label="Horas autorizadas">
          <input
            className="input pn-hours-input"
            type="number"
            name="horas"
            inputMode="decimal"
            required
            min={0.25}
            max={12}
            step={0.25}
            placeholder="Ej. 2"
            value={horas}
            onChange={(e) => setHoras(e.target.value)}
          />
        </Field>
      )}
      <Field label="Nota (opcional)">
        <input
          className="input"
          type="text"
          name="nota"
          maxLength={200}
          placeholder="Ej. Inventario de fin de mes"
          value={nota}
          onChange={(e) => setNota(e.target.value)}
        />
      </Field>
    </FormModal>
  );
}
