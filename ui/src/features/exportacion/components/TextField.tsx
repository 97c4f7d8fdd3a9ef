import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  /** The profile's field ('nombre', 'unidades.dias'), so that a refusal about it can find and focus it. */
  field: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's sentence when it refused this field. */
  error?: string;
  hint?: string;
};

/** A labelled text input with the server's refusal under it (and marked invalid) when it is about this field. */
export function TextField({ label, field, value, onChange, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'ex-field--error' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        className="input"
        type="text"
        data-field={field}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="ex-error">
          {error}
        </span>
      )}
      {hint && (
        <span id={`${id}-hint`} className="ex-hint">
          {hint}
        </span>
      )}
    </div>
  );
}
