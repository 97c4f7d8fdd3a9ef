import type { InputHTMLAttributes, Ref } from 'react';
import { DATE_PLACEHOLDER, dateTextOf, maskDate, parseDateText } from './dateTimeText';
import { Field } from './Field';
import { useMaskedText } from './useMaskedText';

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange' | 'min' | 'max' | 'className'> & {
  label: string;
  /** 'aaaa-mm-dd', or '' for none. */
  value: string;
  /** 'aaaa-mm-dd' once the text is a real date; '' while it is empty, unfinished or impossible. */
  onChange: (value: string) => void;
  /** The earliest and latest dates accepted, 'aaaa-mm-dd'. */
  min?: string;
  max?: string;
  /** The form's refusal (a required date left empty); the input's own one, about what was typed, comes first. */
  error?: string | null;
  hint?: string;
  /** The wrapper's class. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled date written dd/mm/aaaa whatever the browser's language (a native date input follows it: 11/23/2026
 * in English). Digits only: the slashes come by themselves; a pasted 2026-03-02 is read too. An impossible date
 * (31/02/2026) is told beside the field in Spanish.
 */
export function DateInput({ label, value, onChange, min, max, error, hint, required, className, onBlur, ...rest }: DateInputProps) {
  const masked = useMaskedText({ value, onChange, mask: maskDate, parse: (text) => parseDateText(text, { min, max }), textOf: dateTextOf });
  return (
    <Field label={label} error={masked.problem ?? error} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          placeholder={DATE_PLACEHOLDER}
          {...rest}
          {...control}
          className="input date-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={masked.text}
          onChange={(e) => masked.change(e.target.value)}
          onBlur={(e) => {
            masked.leave();
            onBlur?.(e);
          }}
        />
      )}
    </Field>
  );
}
