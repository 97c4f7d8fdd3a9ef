import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { clockTime, isoDate } from '@reloj/contract/common';
import { manualPunchInputSchema, type ManualPunchInput } from '@reloj/contract/attendance';
import { formatLongDay } from '../lib/dateTime';
import { contractErrors } from './contractErrors';
import { DateInput } from './DateInput';
import { FormModal } from './FormModal';
import { SelectField } from './SelectField';
import { TimeInput } from './TimeInput';
import { useFormErrors, type FormErrors } from './useFormErrors';
import { TextAreaField } from './TextAreaField';
import './corrections.css';

type EmployeeChoice = { id: number; nombre: string };

type ManualAttendanceModalProps = {
  /** The employee the punch is for; null when it is chosen in the form (`employees`). */
  empleado: EmployeeChoice | null;
  /** Given: an 'Empleado' field to choose from these ('Agregar checada' over the whole list), starting at `empleado`. */
  employees?: readonly EmployeeChoice[];
  /** The working day the punch is for, named under the title ('Pre-nómina'). */
  fecha?: string;
  /** Where the date and time start: 'YYYY-MM-DDTHH:MM', or 'YYYY-MM-DDT' for a time left to type. */
  initialHora: string;
  banner: ReactNode;
  onCancel: () => void;
  /** The punch is being saved. */
  busy: boolean;
  /** Saves the punch; the parent closes the dialog (or goes back to the days) when it succeeded. */
  onSave: (input: ManualPunchInput) => void;
};

type PunchField = 'empleadoId' | 'fecha' | 'hora' | 'motivo';

/** Said beside 'Empleado' when none is chosen (the contract's id sentence is not for a person). */
export const CHOOSE_EMPLOYEE = 'Elige el empleado.';

/**
 * The form's fields as the contract refuses them: the date and the time of the punch (sent together as `hora`; a typed
 * one that is not a date or a time is empty here), and the motivo.
 */
const punchFields = z.object({ fecha: isoDate('La fecha'), hora: clockTime('La hora'), motivo: manualPunchInputSchema.shape.motivo });

function problemsOf(empleadoId: number | null, fecha: string, hora: string, motivo: string): FormErrors<PunchField> {
  const problems = contractErrors<PunchField>(punchFields, { fecha, hora, motivo });
  return empleadoId === null ? { empleadoId: CHOOSE_EMPLOYEE, ...problems } : problems;
}

/**
 * 'Agregar checada': a forgotten punch, with the date and time it happened (dd/mm/aaaa, HH:MM) and why it is added by
 * hand; for one employee, or for the one chosen in the form.
 */
export function ManualAttendanceModal({ empleado, employees, fecha: day, initialHora, banner, busy, onCancel, onSave }: ManualAttendanceModalProps) {
  const [empleadoId, setEmpleadoId] = useState<number | null>(empleado?.id ?? null);
  const [fecha, setFecha] = useState(initialHora.slice(0, 10));
  const [hora, setHora] = useState(initialHora.slice(11, 16));
  const [motivo, setMotivo] = useState('');
  const form = useFormErrors<PunchField>();
  const { errors, clear, clearing } = form;

  return (
    <FormModal
      title="Agregar checada"
      subtitle={
        employees ? (
          'Una checada que no quedó en el reloj checador, con la fecha y la hora en que ocurrió.'
        ) : (
          <>
            <strong>{empleado?.nombre}</strong>
            {day && <> · {formatLongDay(day)}</>}
          </>
        )
      }
      banner={banner}
      onCancel={onCancel}
      form={form}
      problems={() => problemsOf(empleadoId, fecha, hora, motivo)}
      onSubmit={() => empleadoId !== null && onSave({ empleadoId, hora: `${fecha}T${hora}`, motivo: motivo.trim() })}
      busy={busy}
      submitLabel="Guardar checada"
      busyLabel="Guardando..."
    >
      {employees && (
        <SelectField
          label="Empleado"
          name="empleadoId"
          required
          error={errors.empleadoId}
          value={empleadoId ?? ''}
          onChange={(e) => {
            clear('empleadoId');
            setEmpleadoId(e.target.value === '' ? null : Number(e.target.value));
          }}
        >
          <option value="">Elige un empleado</option>
          {employees.map((e) => (
            <option key={e.id} value={e.id}>
              {e.nombre}
            </option>
          ))}
        </SelectField>
      )}
      <div className="field-row">
        <DateInput label="Fecha" name="fecha" required error={errors.fecha} value={fecha} onChange={clearing('fecha', setFecha)} />
        <TimeInput label="Hora" name="hora" required error={errors.hora} value={hora} onChange={clearing('hora', setHora)} />
      </div>
      <TextAreaField
        label="Motivo"
        required
        error={errors.motivo}
        inputClass="input--lines"
        name="motivo"
        maxLength={200}
        rows={3}
        placeholder="Ej. Olvidó checar la salida; lo confirmó el encargado."
        value={motivo}
        onChange={clearing('motivo', setMotivo)}
      />
      <p className="correction__hint">La checada queda marcada como manual, con tu usuario y el motivo. Las checadas no se pueden borrar.</p>
    </FormModal>
  );
}
