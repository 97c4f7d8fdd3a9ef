import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type LabelledTextProps } from './Field';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'className'> &
  LabelledTextProps & {
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
