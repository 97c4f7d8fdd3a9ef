import type { InputHTMLAttributes } from 'react';

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'step' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A peso amount: numeric, step 0.01, with a "$" in front (drawn by CSS, so it is not part of the label). The value stays a string until submit. */
export function MoneyInput({ value, onChange, className, ...rest }: MoneyInputProps) {
  return (
    <span className="money-input">
      <input
        {...rest}
        className={['input', 'money-input__control', className].filter(Boolean).join(' ')}
        type="number"
        step="0.01"
        min={rest.min ?? 0}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
