import type { Context, Middleware } from 'koa';
import { routeNotFound } from '../errors.js';

/** '/api' in any spelling: other case, percent-encoded letters, doubled slashes. */
export function looksLikeApi(ctx: Context): boolean {
  let path = ctx.path;
  try {
    path = decodeURIComponent(path);
  } catch {
    // a malformed escape: judge the raw path
  }
  return /^\/+api(\/|$)/i.test(path);
}

/** Whatever reached here under /api matched no route exactly: a JSON 404, never the SPA's index.html. */
export const apiNotFound = (): Middleware => (ctx, next) => {
  if (looksLikeApi(ctx)) throw routeNotFound();
  return next();
};
