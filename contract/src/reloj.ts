import { z } from 'zod';

/**
 * GET /api/reloj (and `reloj` in GET /api/health): the box's own date, time and time zone. The panel and the kiosk take
 * "today" and every default date from here, never from the browser's zone (issue 39): a laptop in UTC or in Tijuana
 * looking at a box in Mexico City must propose the box's date, which is the one the box decides with.
 */
export const relojSchema = z.object({
  /** The box's clock, UTC ISO. */
  instante: z.string(),
  /** The box's local calendar date, YYYY-MM-DD. */
  fecha: z.string(),
  /** The box's local time, HH:MM:SS. */
  hora: z.string(),
  /** The box's IANA time zone (`TZ`, America/Mexico_City by default). */
  zona: z.string(),
});

export type Reloj = z.infer<typeof relojSchema>;
