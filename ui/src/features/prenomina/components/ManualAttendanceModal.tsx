import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { clockTime, isoDate } from '@reloj/contract/common';
import { manualPunchInputSchema, type ManualPunchInput } from '@reloj/contract/payroll';
import { contractErrors } from '../../../components/contractErrors';
import { DateInput } from '../../../components/DateInput';
import { Field } from '../../../components/Field';
import { FormModal } from '../../../components/FormModal';
import { TimeInput } from '../../../components/TimeInput';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';
import { formatLongDay } from '../../../lib/dateTime';

type ManualAttendanceModalProps = {
  empleadoId: number;
  nombre: string;
  /** The working day the punch is for. */
  fecha: string;
  /** Where the date and time start: 'YYYY-MM-DDTHH:MM'. */
  initialHora: string;
  banner: ReactNode;
  onCancel: () => void;
  /** The punch is being saved. */
  busy: boolean;
  /** Saves the punch; the parent goes back to the days when it succeeded. */
  onSave: (input: ManualPunchInput) => void;
};

type PunchField = 'fecha' | 'hora' | 'motivo';

/**
 * The form's fields as the contract refuses them: the date and the time of the punch (sent together as `hora`; a typed
 * one that is not a date or a time is empty here), and the motivo.
 */
const punchFields = z.object({ fecha: isoDate('La fecha'), hora: clockTime('La hora'), motivo: manualPunchInputSchema.shape.motivo });

const problemsOf = (fecha: string, hora: string, motivo: string): FormErrors<PunchField> => contractErrors<PunchField>(punchFields, { fecha, hora, motivo });

/** 'Agregar checada': a forgotten punch, with the date and time it happened (dd/mm/aaaa, HH:MM) and why it is added by hand. */
export function ManualAttendanceModal({ empleadoId, nombre, fecha: day, initialHora, banner, busy, onCancel, onSave }: ManualAttendanceModalProps) {
  const [fecha, setFecha] = useState(initialHora.slice(0, 10));
  const [hora, setHora] = useState(initialHora.slice(11, 16));
  const [motivo, setMotivo] = useState('');
  const { errors, check, clear, formRef } = useFormErrors<PunchField>();

  return (
    <FormModal
      title="Agregar checada"
      subtitle={
        <>
          <strong>{nombre}</strong> · {formatLongDay(day)}
        </>
      }
      banner={banner}
      onCancel={onCancel}
      formRef={formRef}
      check={() => check(problemsOf(fecha, hora, motivo))}
      onSubmit={() => onSave({ empleadoId, hora: `${fecha}T${hora}`, motivo: motivo.trim() })}
      busy={busy}
      submitLabel="Guardar checada"
      busyLabel="Guardando..."
    >
      <div className="field-row">
        <DateInput
          label="Fecha"
          name="fecha"
          required
          error={errors.fecha}
          value={fecha}
          onChange={(value) => {
            clear('fecha');
            setFecha(value);
          }}
        />
        <TimeInput
          label="Hora"
          name="hora"
          required
          error={errors.hora}
          value={hora}
          onChange={(value) => {
            clear('hora');
            setHora(value);
          }}
        />
      </div>
      <Field label="Motivo" required error={errors.motivo}>
        {(control) => (
          <textarea
            {...control}
            className="input pn-textarea"
            name="motivo"
            maxLength={200}
            rows={3}
            placeholder="Ej. Olvidó checar la salida; lo confirmó el encargado."
            value={motivo}
            onChange={(e) => {
              clear('motivo');
              setMotivo(e.target.value);
            }}
          />
        )}
      </Field>
      <p className="pn-form-hint">La checada queda marcada como manual, con tu usuario y el motivo. Las checadas no se pueden borrar.</p>
    </FormModal>
  );
}
