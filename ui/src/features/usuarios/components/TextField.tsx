import { useId, type InputHTMLAttributes } from 'react';
import { describedBy, FieldError } from './FieldError';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
};

/** A labelled input with its refusal (marked invalid) or else a plain hint under it; `className` is the wrapper's. */
export function TextField({ label, value, onChange, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className={['field', error && 'us-field--error', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`, hint && !error && `${id}-hint`)}
        onChange={(e) => onChange(e.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} />
      {hint && !error && (
        <span id={`${id}-hint`} className="us-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
