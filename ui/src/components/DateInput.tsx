import { DATE_PLACEHOLDER, dateTextOf, maskDate, parseDateText } from './dateTimeText';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

type DateInputProps = MaskedInputProps & {
  /** The earliest and latest dates accepted, 'aaaa-mm-dd'. */
  min?: string;
  max?: string;
};

/**
 * A labelled date written dd/mm/aaaa whatever the browser's language (a native date input follows it: 11/23/2026
 * in English). Digits only: the slashes come by themselves; a pasted 2026-03-02 is read too. An impossible date
 * (31/02/2026) is told beside the field in Spanish.
 */
export function DateInput({ min, max, ...props }: DateInputProps) {
  const setup = {
    placeholder: DATE_PLACEHOLDER,
    inputClass: 'date-input',
    mask: maskDate,
    parse: (text: string) => parseDateText(text, { min, max }),
    textOf: dateTextOf,
  };
  return <MaskedInput {...props} setup={setup} />;
}
