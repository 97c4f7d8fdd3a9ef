import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type LabelledTextProps } from './Field';
import { useMaskedText } from './useMaskedText';

/**
 * The value is the API's ('aaaa-mm-dd', 'HH:MM', '' for none); onChange gets it once the text is a real one ('' while it
 * is empty, unfinished or impossible). The form's refusal (a required field left empty) comes after the input's own
 * one, about what was typed.
 */
export type MaskedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'value' | 'onChange' | 'min' | 'max' | 'className'> &
  LabelledTextProps & { ref?: Ref<HTMLInputElement> };

type MaskedInputSetup = Pick<Parameters<typeof useMaskedText>[0], 'mask' | 'parse' | 'textOf' | 'complete'> & {
  placeholder: string;
  /** The input's own class ('date-input', 'time-input'). */
  inputClass: string;
};

/** A labelled digits-only text input that shows a value in the person's format (DateInput, TimeInput). */
export function MaskedInput({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  onBlur,
  setup,
  ...rest
}: MaskedInputProps & { setup: MaskedInputSetup }) {
  const { placeholder, inputClass, ...format } = setup;
  const masked = useMaskedText({ value, onChange, ...format });
  return (
    <Field label={label} error={masked.problem ?? error} hint={hint} required={required} className={className}>
      {(control) => (
        <input
          placeholder={placeholder}
          {...rest}
          {...control}
          className={`input ${inputClass}`}
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
