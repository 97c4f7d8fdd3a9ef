import { pino, type Logger } from 'pino';

/** JSON lines on stdout (journald keeps them). */
export const createLogger = (level: string): Logger => pino({ level, base: { servicio: 'reloj-corporativo' } });
