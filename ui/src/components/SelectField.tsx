import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  label: string;
  children: ReactNode;
  className?: string;
};

/**
 * A labelled select. The label points at the select (for/id) instead of wrapping it: a wrapping label would
 * add the chosen option's text to the select's accessible name ('Sucursal Selecciona una sucursal').
 */
export function SelectField({ label, children, className, ...rest }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select {...rest} id={id} className="input">
        {children}
      </select>
    </div>
  );
}
