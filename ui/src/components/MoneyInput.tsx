import type { InputHTMLAttributes } from 'react';
import { hasAtMostTwoDecimals, parsePesosText } from '@reloj/contract/money';

type MoneyInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'step' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * '415', '415.5' as '415.00', '415.50'; typed the Mexican way, '330,50' as '330.50' and '1,250' as '1250.00' (the
 * contract's parsePesosText); anything else (more decimals, not a number) as it is, for the form to refuse.
 */
export function withCentavos(value: string): string {
  const pesos = parsePesosText(value);
  return pesos !== null && hasAtMostTwoDecimals(pesos) ? pesos.toFixed(2) : value;
}

/**
 * A peso amount with a "$" in front (drawn by CSS, so it is not part of the label). A text field with the decimal
 * keypad, not type="number": Chromium under an English locale turned '330,50' into 33050 before the form saw it. The
 * value stays a string until submit; leaving the field writes it with its two decimals (415.00, 330,50 → 330.50).
 */
export function MoneyInput({ value, onChange, className, onBlur, ...rest }: MoneyInputProps) {
  return (
    <span className="money-input">
      <input
        {...rest}
        className={['input', 'money-input__control', className].filter(Boolean).join(' ')}
        type="text"
        inputMode="decimal"
        autoComplete="off"
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
