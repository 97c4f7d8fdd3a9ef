import { PIN_LENGTH } from '@reloj/contract/attendance';

/** The keypad's two steps: the número de empleado, then the NIP. */
export type NipStep = 'number' | 'pin';

/** The longest número de empleado the daemon takes (keypadNumberSchema). */
const NUMBER_MAX_DIGITS = 12;

const maxDigits = (step: NipStep) => (step === 'number' ? NUMBER_MAX_DIGITS : PIN_LENGTH.max);

/** The value with one more digit, unless it is already as long as the step allows. */
export const withDigit = (step: NipStep, value: string, digit: string) => (value.length >= maxDigits(step) ? value : value + digit);

export const withoutLastDigit = (value: string) => value.slice(0, -1);

/** Whether the step's value can be sent: a número of at least one digit, a NIP of PIN_LENGTH.min to max. */
export const isComplete = (step: NipStep, value: string) => value.length >= (step === 'number' ? 1 : PIN_LENGTH.min);
