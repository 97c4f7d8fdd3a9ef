import type { FormEvent, ReactNode, Ref } from 'react';
import { BannerFor } from './Banner';
import { Modal } from './Modal';
import { ModalFormFooter } from './ModalFormFooter';
import type { useBanner } from './useBanner';
import type { FormErrors } from './useFormErrors';

type BannerState = ReturnType<typeof useBanner>;

const isBannerState = (banner: unknown): banner is BannerState => typeof banner === 'object' && banner !== null && 'dismiss' in banner && 'show' in banner;

type FormModalProps<K extends string> = {
  title: string;
  /** The line under the title (who or what the form is about). */
  subtitle: ReactNode;
  /** The dialog's own banner (useBanner(): drawn here and emptied before each send), or the page's banner as drawn. */
  banner: BannerState | ReactNode;
  onCancel: () => void;
  /** The form's refusals (useFormErrors()): `check` shows them beside the fields, `formRef` finds the first to focus. */
  form: { check: (found: FormErrors<K>) => boolean; formRef: Ref<HTMLFormElement> };
  /** What the fields say before sending; any refusal keeps the form as it is. */
  problems?: () => FormErrors<K>;
  /** Sends the form. */
  onSubmit: () => void;
  /** The form is being sent: its submit button waits. */
  busy: boolean;
  submitLabel: string;
  busyLabel?: string;
  children: ReactNode;
};

/**
 * A form in a modal: the title and subtitle, the banner, the fields, and 'Cancelar' beside the submit button. The
 * browser does not validate it (noValidate): the fields' refusals are the form's own, in Spanish.
 */
export function FormModal<K extends string>({
  title,
  subtitle,
  banner,
  onCancel,
  form,
  problems,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  children,
}: FormModalProps<K>) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (problems && !form.check(problems())) return;
    if (isBannerState(banner)) banner.dismiss();
    onSubmit();
  }

  return (
    <Modal title={title} onClose={onCancel}>
      <p className="modal__subtitle">{subtitle}</p>
      {isBannerState(banner) ? <BannerFor banner={banner} /> : banner}
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        {children}
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel={submitLabel} busyLabel={busyLabel} />
      </form>
    </Modal>
  );
}
