import type { InputHTMLAttributes } from 'react';
import type { Campo } from '../form';
import { campos } from '../messages';

type CampoAvisoProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'onChange'> & {
  campo: Campo;
  value: string;
  onChange: (value: string) => void;
  /** The server's sentence when it refused this field. */
  error?: string;
};

/** One field of the notice's data: its label, the input, the server's refusal (when about it) and a plain hint. */
export function CampoAviso({ campo, value, onChange, error, className, ...rest }: CampoAvisoProps) {
  const id = `pv-${campo}`;
  const { label, hint } = campos[campo];
  return (
    <div className={['field pv-campo', error ? 'pv-campo--error' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        {...rest}
        id={id}
        name={campo}
        className="input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <span id={`${id}-error`} className="pv-campo__error">
          {error}
        </span>
      )}
      <span id={`${id}-hint`} className="pv-campo__hint">
        {hint}
      </span>
    </div>
  );
}
