import type { TextareaHTMLAttributes } from 'react';
import { Field, type LabelledTextProps } from './Field';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'className'> &
  Omit<LabelledTextProps, 'className'> & {
    /** The textarea's own class beside 'input' (its width and height on the screen). */
    inputClass?: string;
  };

/** A labelled textarea (a motivo, a nota) with its refusal (marked invalid) or else a hint under it. */
export function TextAreaField({ label, value, onChange, error, hint, required, inputClass, ...rest }: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <textarea {...rest} {...control} className={inputClass ? `input ${inputClass}` : 'input'} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
