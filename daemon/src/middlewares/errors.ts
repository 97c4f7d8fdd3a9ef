import type { Middleware } from 'koa';
import { AppError, badRequestGeneric, invalidJson, noSpace, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import type { Logger } from '../logger.js';

type HttpishError = Error & { status?: number; statusCode?: number; type?: string; expose?: boolean; code?: unknown };

/** SQLite's "database or disk is full" (better-sqlite3's SqliteError code), or a file write's ENOSPC. */
const isNoSpace = (err: { code?: unknown }): boolean => err.code === 'SQLITE_FULL' || err.code === 'ENOSPC';

/** Maps errors thrown by the body parser (raw-body / co-body) to our Spanish errors. */
function fromHttpError(err: HttpishError): AppError | undefined {
  const status = err.status ?? err.statusCode;
  if (status === 413) return payloadTooLarge();
  if (status === 400 && (err.name === 'SyntaxError' || err.type === 'entity.parse.failed')) return invalidJson();
  if (status === 415) return unsupportedMediaType();
  if (status === 400) return badRequestGeneric();
  return undefined;
}

/**
 * Every failure leaves as `{ error, code }` with a Spanish sentence. Unexpected errors are logged
 * (message and stack to the log only) and answered with a generic 500: no stack or SQL ever reaches a client.
 * A write refused for lack of disk space is 507 `sin_espacio` (nothing was stored), reported to `onNoSpace`.
 */
export function errorHandler(logger: Logger, onNoSpace: () => void = () => undefined): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      const err = caught as HttpishError;
      const noRoom = !(err instanceof AppError) && isNoSpace(err);
      if (noRoom) {
        logger.error({ err: err.message, method: ctx.method, path: ctx.path }, 'no space left on the data disk');
        onNoSpace();
      }
      const known = err instanceof AppError ? err : noRoom ? noSpace() : fromHttpError(err);
      if (known) {
        ctx.status = known.status;
        ctx.body = {
          error: known.message,
          code: known.code,
          ...(known.field ? { field: known.field } : {}),
          ...(known.details ? { details: known.details } : {}),
        };
        return;
      }
      logger.error({ err: { message: err.message, stack: err.stack }, method: ctx.method, path: ctx.path }, 'unexpected error');
      ctx.status = 500;
      ctx.body = { error: 'Error interno del servidor. Intenta de nuevo.', code: 'internal_error' };
    }
  };
}
