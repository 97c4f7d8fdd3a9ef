import { useState, type FormEvent, type ReactNode } from 'react';
import type { ManualPunchInput } from '@reloj/contract/payroll';
import { Field } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
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
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await onSave({ empleadoId, hora, motivo: motivo.trim() });
    setBusy(false);
  }

  return (
    <Modal title="Agregar checada" onClose={onCancel}>
      <p className="modal__subtitle">
        <strong>{nombre}</strong> · {formatLongDay(fecha)}
      </p>
      {banner}
      <form className="form" onSubmit={(e) => void handleSubmit(e)}>
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
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel="Guardar checada" busyLabel="Guardando..." />
      </form>
    </Modal>
  );
}
