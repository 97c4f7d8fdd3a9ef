import { useState, type ReactNode } from 'react';
import type { ManualPunchInput } from '@reloj/contract/payroll';
import { Field } from '../../../components/Field';
import { FormModal } from '../../../components/FormModal';
import { formatLongDay } from '../lib/calendar';

type ManualPunchModalProps = {
  empleadoId: number;
  nombre: string;
  /** The working day the punch is for. */
  fecha: string;
  /** Where the time input starts: 'YYYY-MM-DDTHH:MM'. */
  initialHora: string;
  banner: ReactNode;
  onCancel: () => void;
  /** Resolves when the server answered; the parent goes back to the days when it succeeded. */
  onSave: (input: ManualPunchInput) => Promise<unknown>;
};

/** 'Agregar checada': a forgotten punch, with the date and time it happened and why it is added by hand. */
export function ManualPunchModal({ empleadoId, nombre, fecha, initialHora, banner, onCancel, onSave }: ManualPunchModalProps) {
  const [hora, setHora] = useState(initialHora);
  const [motivo, setMotivo] = useState('');

  return (
    <FormModal
      title="Agregar checada"
      subtitle={
        <>
          <strong>{nombre}</strong> · {formatLongDay(fecha)}
        </>
      }
      banner={banner}
      onCancel={onCancel}
      onSubmit={() => onSave({ empleadoId, hora, motivo: motivo.trim() })}
      submitLabel="Guardar checada"
      busyLabel="Guardando..."
    >
      <Field label="Fecha y hora">
        <input
          className="input"
          type="datetime-local"
          name="hora"
          required
          step={60}
          value={hora}
          onChange={(e) => setHora(e.target.value.slice(0, 16))}
        />
      </Field>
      <Field label="Motivo">
        <textarea
          className="input pn-textarea"
          name="motivo"
          required
          minLength={3}
          maxLength={200}
          rows={3}
          placeholder="Ej. Olvidó checar la salida; lo confirmó el encargado."
          value={motivo}
          onChange={(e) => setMotivo(e.target.value)}
        />
      </Field>
      <p className="pn-form-hint">La checada queda marcada como manual, con tu usuario y el motivo. Las checadas no se pueden borrar.</p>
    </FormModal>
  );
}
