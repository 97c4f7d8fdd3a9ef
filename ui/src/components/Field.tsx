import type { ReactNode } from 'react';

type FieldProps = {
  label: string;
  children: ReactNode;
};

/** A form control with its visible label; the label wraps the control so it names it. */
export function Field({ label, children }: FieldProps) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      {children}
    </label>
  );
}
