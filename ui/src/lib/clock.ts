import type { Reloj } from '@reloj/contract/reloj';

/**
 * The one place the UI reads the time. The box decides every date (a baja "after today", the current period), so the
 * panel and the kiosk keep the box's clock and zone, read from GET /api/reloj (`useBoxClock`), never the browser's: a
 * laptop in UTC, or in Tijuana, looking at a box in Mexico City proposes the box's date (issue 39). Until the box has
 * answered, the browser's clock and zone stand in.
 */
let boxZone: string | null = null;
let offsetMs = 0;

/** Takes the box's answer; `receivedAt` is browserMs() at the middle of the request. */
export function setBoxClock(reloj: Pick<Reloj, 'instante' | 'zona'>, receivedAt: number): void {
  const instant = Date.parse(reloj.instante);
  if (Number.isNaN(instant) || !isTimeZone(reloj.zona)) return;
  boxZone = reloj.zona;
  offsetMs = instant - receivedAt;
}

/** Forgets the box's clock (tests). */
export function forgetBoxClock(): void {
  boxZone = null;
  offsetMs = 0;
}

/**
 * The browser's own clock in milliseconds, uncorrected: for timers and waits on this screen and to measure the box's
 * offset. A date shown or sent is `now()`.
 */
export const browserMs = (): number => Date.now();

/** The box's time now (the browser's clock corrected by the box's). */
export const now = (): Date => new Date(browserMs() + offsetMs);

/** The box's IANA time zone (the browser's until the box has answered). */
export const boxTimeZone = (): string => boxZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Whether the box has told its clock yet. */
export const boxClockKnown = (): boolean => boxZone !== null;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('es-MX', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
