import { describe, expect, it } from 'vitest';
import { wallClock } from '../../lib/dates.js';
import { localMinuteOf } from './prenomina.js';

/** The pre-nómina's fast conversion of a punch to the box's wall clock agrees with the zone's rules, minute by minute. */
describe('localMinuteOf', () => {
  const slow = (iso: string, timeZone: string) => {
    const { date, hour, minute } = wallClock(new Date(iso), timeZone);
    return `${date}T${hour}:${minute}`;
  };

  it.each([
    ['America/Mexico_City', '2022-04-02T00:00:00.000Z'], // the last spring-forward (3 April 2022, 02:00 local)
    ['America/Mexico_City', '2022-10-29T00:00:00.000Z'], // the last fall-back (30 October 2022, 02:00 local)
    ['America/Tijuana', '2026-03-07T00:00:00.000Z'], // the border still changes its clocks with the United States
    ['America/Tijuana', '2026-10-31T00:00:00.000Z'],
    ['America/Mexico_City', '2026-03-09T00:00:00.000Z'],
  ])('%s over the two days from %s, every 7 minutes', (timeZone, from) => {
    const fast = localMinuteOf(timeZone);
    const start = Date.parse(from);
    for (let ms = start; ms < start + 2 * 24 * 3_600_000; ms += 7 * 60_000 + 13_000) {
      const iso = new Date(ms).toISOString();
      expect(fast(iso), iso).toBe(slow(iso, timeZone));
      expect(fast(iso), `${iso} again`).toBe(slow(iso, timeZone)); // from the minute's cache
    }
  });
});
