import { localDate } from '@reloj/contract/dates';

/** The test daemons' zone (the box's default `TZ`): a test's "today" is the box's, whatever the machine's zone. */
export const BOX_ZONE = 'America/Mexico_City';

/** Today on the box, YYYY-MM-DD (the date the screens propose and the daemon decides with). */
export const boxToday = (): string => localDate(new Date(), BOX_ZONE);
