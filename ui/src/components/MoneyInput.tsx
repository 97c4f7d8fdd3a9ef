import type { InputHTMLAttributes } from 'react';

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'step' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/** '415', '415.5' as '415.00', '415.50'; anything else (more decimals, not a number) as it is, for the form to refuse. */
export const withCentavos = (value: string): string => (/^\s*\d+(\.\d{0,2})?\s*$/.test(value) ? Number(value).toFixed(2) : value);

/**
 * A peso amount: numeric, step 0.01, with a "$" in front (drawn by CSS, so it is not part of the label). The value
 * stays a string until submit; leaving the field writes it with its two decimals (415.00).
 */
export function MoneyInput({ value, onChange, className, onBlur, ...rest }: MoneyInputProps) {
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
        onBlur={(event) => {
          const written = withCentavos(value);
          if (written !== value) onChange(written);
          onBlur?.(event);
        }}
      />
    </span>
  );
}
