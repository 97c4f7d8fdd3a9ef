import type { FormEvent, ReactNode, Ref } from 'react';
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
  /** Sends the form. */
  onSubmit: () => void;
  /** The form is being sent: its submit button waits. */
  busy: boolean;
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
export function FormModal({ title, subtitle, banner, onCancel, check, onSubmit, busy, submitLabel, busyLabel, formRef, children }: FormModalProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check && !check()) return;
    onSubmit();
  }

  return (
    <Modal title={title} onClose={onCancel}>
      <p className="modal__subtitle">{subtitle}</p>
      {banner}
      <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
        {children}
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
      </form>
    </Modal>
  );
}
