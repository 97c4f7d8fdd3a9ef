import { useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { contractErrors } from './contractErrors';
import { FormModal } from './FormModal';
import type { useBanner } from './useBanner';
import { useFormErrors } from './useFormErrors';
import { TextAreaField } from './TextAreaField';

type MotivoDialogProps = {
  title: string;
  /** The line under the title: what is being voided, reopened... */
  subtitle: ReactNode;
  /** The dialog's banner: the screen shows the daemon's refusal in it (its mutation's onError). */
  banner: ReturnType<typeof useBanner>;
  /** The contract's schema of the request `{motivo}`: its Spanish sentence is told beside the field before sending. */
  schema: z.ZodType;
  maxLength: number;
  text: { field: string; placeholder: string; submit: string; busy: string };
  /** The textarea's own class, for the screen's width and height. */
  className?: string;
  /** What comes above the field (an explanation) and under it (a hint). */
  intro?: ReactNode;
  hint?: ReactNode;
  busy: boolean;
  /** Sends the motivo, once the contract accepts it. */
  onSubmit: (motivo: string) => void;
  onClose: () => void;
};

/**
 * A dialog that asks why (issue 29's voids and reopenings): one required 'motivo', the contract's rule checked
 * beside the field, the daemon's refusal in the dialog's banner, 'Cancelar' and the submit button.
 */
export function MotivoDialog({ title, subtitle, banner, schema, maxLength, text, className, intro, hint, busy, onSubmit, onClose }: MotivoDialogProps) {
  const [motivo, setMotivo] = useState('');
  const form = useFormErrors<'motivo'>();
  const { errors, clearing } = form;

  return (
    <FormModal
      title={title}
      subtitle={subtitle}
      banner={banner}
      onCancel={onClose}
      form={form}
      problems={() => contractErrors<'motivo'>(schema, { motivo })}
      onSubmit={() => onSubmit(motivo)}
      busy={busy}
      submitLabel={text.submit}
      busyLabel={text.busy}
    >
      {intro}
      <TextAreaField
        label={text.field}
        required
        error={errors.motivo}
        inputClass={className}
        name="motivo"
        maxLength={maxLength}
        rows={3}
        placeholder={text.placeholder}
        value={motivo}
        onChange={clearing('motivo', setMotivo)}
      />
      {hint}
    </FormModal>
  );
}
