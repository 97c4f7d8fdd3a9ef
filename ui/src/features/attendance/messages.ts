/** Where a punch an administrator added by hand (no kiosk) was taken. */
export const MANUAL_PUNCH = 'Checada manual';

/** A punch typed at the kiosk with the número de empleado and NIP (no face compared): its badge. */
export const PIN_PUNCH = { label: 'NIP', title: 'Checada con número de empleado y NIP; la foto es la evidencia' } as const;

/** The similitud of a punch that compared no face (NIP). */
export const NO_SCORE = '—';
