import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { toUpperName } from '../lib/text';

type UppercaseInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A text input whose value is forced to uppercase (es-MX) as the user types, keeping the caret in place. */
export function UppercaseInput({ value, onChange, className, ...rest }: UppercaseInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const upper = toUpperName(input.value);
    if (upper !== input.value && upper.length === input.value.length) {
      // Write the DOM value ourselves so the caret does not jump to the end when typing mid-word.
      const { selectionStart, selectionEnd } = input;
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    onChange(upper);
  }

  return (
    <input
      {...rest}
      className={['input', className].filter(Boolean).join(' ')}
      type="text"
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={handleChange}
    />
  );
}
