import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs to stdout (journald on the box). Request bodies are never logged: they carry face photos. */
export function createLogger(level = 'info'): Logger {
  return pino({
    level,
    base: undefined,
    redact: { paths: ['password', '*.password', 'image', '*.image', 'req.headers.cookie'], remove: true },
  });
}
