import type { InputHTMLAttributes, Ref } from 'react';
import { completeHour, maskTime, parseTimeText, TIME_PLACEHOLDER, timeTextOf } from './dateTimeText';
import { Field } from './Field';
import { useMaskedText } from './useMaskedText';

type TimeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange' | 'className'> & {
  label: string;
  /** 'HH:MM' (24 hours), or '' for none. */
  value: string;
  /** 'HH:MM' once the text is a real time; '' while it is empty, unfinished or impossible. */
  onChange: (value: string) => void;
  /** The form's refusal (a required time left empty); the input's own one, about what was typed, comes first. */
  error?: string | null;
  hint?: string;
  /** The wrapper's class. */
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled time on the 24-hour clock, HH:MM, whatever the browser's language (a native time input follows it:
 * 09:00 AM in English). Digits only: the colon comes by itself; an hour alone ('9') is 09:00 once the field is
 * left. An impossible time (25:00) is told beside the field in Spanish.
 */
export function TimeInput({ label, value, onChange, error, hint, required, className, onBlur, ...rest }: TimeInputProps) {
  const masked = useMaskedText({ value, onChange, mask: maskTime, parse: parseTimeText, textOf: timeTextOf, complete: completeHour });
  return (
    <Field label={label} error={masked.problem ?? error} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          placeholder={TIME_PLACEHOLDER}
          {...rest}
          {...control}
          className="input time-input"
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
