import { completeHour, maskTime, parseTimeText, TIME_PLACEHOLDER, timeTextOf } from './dateTimeText';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';

const SETUP = { placeholder: TIME_PLACEHOLDER, inputClass: 'time-input', mask: maskTime, parse: parseTimeText, textOf: timeTextOf, complete: completeHour };

/**
 * A labelled time on the 24-hour clock, HH:MM, whatever the browser's language (a native time input follows it:
 * 09:00 AM in English). Digits only: the colon comes by itself; an hour alone ('9') is 09:00 once the field is
 * left. An impossible time (25:00) is told beside the field in Spanish.
 */
export function TimeInput(props: MaskedInputProps) {
  return <MaskedInput {...props} setup={SETUP} />;
}
