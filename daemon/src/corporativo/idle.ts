/** Minutes since local midnight of `at` in `timeZone`. */
function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

export type IdleCheck = {
  /** The newest punch's time, or null. */
  lastPunch: Date | null;
  quietMs: number;
  /** The employees' shift starts ('HH:MM', the box's local time). */
  shiftStarts: readonly string[];
  marginMin: number;
  timeZone: string;
};

/**
 * Whether the box may take a release from headquarters now (issue 32): nobody punched in the last `quietMs`, and it is
 * not within `marginMin` minutes of a shift start, before or after (when a queue of employees is expected). The
 * update restarts the service: a minute without the kiosk at 08:55 is what this avoids.
 */
export function idleReason(now: Date, c: IdleCheck): string | null {
  if (c.lastPunch && now.getTime() - c.lastPunch.getTime() < c.quietMs) return 'alguien checó hace menos de un minuto';
  if (c.marginMin > 0) {
    const minutes = localMinutes(now, c.timeZone);
    for (const start of new Set(c.shiftStarts)) {
      const [h, m] = start.split(':').map(Number);
      if (!Number.isFinite(h) || !Number.isFinite(m)) continue;
      const diff = Math.abs(minutes - (h! * 60 + m!));
      if (Math.min(diff, 1440 - diff) <= c.marginMin) return `es hora de entrada (${start})`;
    }
  }
  return null;
}
