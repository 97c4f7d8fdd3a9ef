import type { ReactNode, SelectHTMLAttributes } from 'react';
import { Field, type LabelledProps } from './Field';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & LabelledProps & { children: ReactNode };

/** A labelled select, with the form's refusal or a hint under it. */
export function SelectField({ label, children, error, hint, required, className, ...rest }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select {...rest} {...control} className="input">
          {children}
        </select>
      )}
    </Field>
  );
}
