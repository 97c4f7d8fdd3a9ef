/** Calendar dates (YYYY-MM-DD) and wall-clock times (HH:MM, 24 h) as the API speaks them: contract/src/dates.ts. */
export { addYears, formatDateEs, isCalendarDate, isClockTime, localDate, wallClock } from '@reloj/contract/dates';
