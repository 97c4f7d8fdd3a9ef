import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './Field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's refusal of this field. */
  error?: string | null;
  hint?: string;
  /** The wrapper's class. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with its refusal (marked invalid) or else a hint under it. */
export function TextField({ label, value, onChange, error, hint, required, className, ...rest }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input type="text" {...rest} {...control} className="input" value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}
