import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from './Modal';
import { ModalFormFooter } from './ModalFormFooter';

type FormModalProps = {
  title: string;
  /** The line under the title (who or what the form is about). */
  subtitle: ReactNode;
  banner: ReactNode;
  onCancel: () => void;
  /** Sends the form; the submit button is busy until it resolves. */
  onSubmit: () => Promise<unknown>;
  submitLabel: string;
  busyLabel?: string;
  children: ReactNode;
};

/** A form in a modal: the title and subtitle, the page's banner, the fields, and 'Cancelar' beside the submit button. */
export function FormModal({ title, subtitle, banner, onCancel, onSubmit, submitLabel, busyLabel, children }: FormModalProps) {
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await onSubmit();
    setBusy(false);
  }

  return (
    <Modal title={title} onClose={onCancel}>
      <p className="modal__subtitle">{subtitle}</p>
      {banner}
      <form className="form" onSubmit={(e) => void handleSubmit(e)}>
        {children}
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
      </form>
    </Modal>
  );
}
