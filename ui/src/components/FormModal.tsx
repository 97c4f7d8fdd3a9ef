import { useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { Modal } from './Modal';
import { ModalFormFooter } from './ModalFormFooter';

type FormModalProps = {
  title: string;
  /** The line under the title (who or what the form is about). */
  subtitle: ReactNode;
  banner: ReactNode;
  onCancel: () => void;
  /** Checks the fields before sending (their refusals shown beside them): false keeps the form as it is. */
  check?: () => boolean;
  /** Sends the form; the submit button is busy until it resolves. */
  onSubmit: () => Promise<unknown>;
  submitLabel: string;
  busyLabel?: string;
  /** The form, for the fields' refusals to find the first one to focus. */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
};

/**
 * A form in a modal: the title and subtitle, the page's banner, the fields, and 'Cancelar' beside the submit button.
 * The browser does not validate it (noValidate): the fields' refusals are the form's own, in Spanish.
 */
export function FormModal({ title, subtitle, banner, onCancel, check, onSubmit, submitLabel, busyLabel, formRef, children }: FormModalProps) {
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check && !check()) return;
    setBusy(true);
    await onSubmit();
    setBusy(false);
  }

  return (
    <Modal title={title} onClose={onCancel}>
      <p className="modal__subtitle">{subtitle}</p>
      {banner}
      <form ref={formRef} className="form" noValidate onSubmit={(e) => void handleSubmit(e)}>
        {children}
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
      </form>
    </Modal>
  );
}
