/** Fired by the API client when an admin call answers 401 (the session ended while the page was open). */
export const UNAUTHORIZED_EVENT = 'reloj:sesion-terminada';
