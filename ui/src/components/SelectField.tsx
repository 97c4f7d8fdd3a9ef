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

type SelectOptionsProps<T extends string> = {
  /** The values, in the order the list shows them. */
  values: readonly T[];
  /** Each value's Spanish label. */
  labels: Readonly<Record<T, string>>;
};

/** One `<option>` a value, showing its label: the body of a select whose choices are a list and its labels. */
export function SelectOptions<T extends string>({ values, labels }: SelectOptionsProps<T>) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
