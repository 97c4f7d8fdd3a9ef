import { wallClock } from '@reloj/contract/dates';
import type { Reloj } from '@reloj/contract/reloj';
import type { Clock } from '../../lib/clock.js';

/** The box's date, time and zone as the panel and the kiosk take them (GET /api/reloj, `reloj` in /api/health). */
export function createRelojService(deps: { clock: Clock; timeZone: string }) {
  return {
    read(): Reloj {
      const instant = deps.clock.now();
      const { date, hour, minute, second } = wallClock(instant, deps.timeZone);
      return { instante: instant.toISOString(), fecha: date, hora: `${hour}:${minute}:${second}`, zona: deps.timeZone };
    },
  };
}

export type RelojService = ReturnType<typeof createRelojService>;
