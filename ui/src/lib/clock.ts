/** The one place the UI reads the time (the kiosk's clock, today's date for filters). */
export const now = (): Date => new Date();
