import type { Middleware } from 'koa';
import { AppError, forbidden } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing API request must come from our own pages: a browser's `Origin` must be this
 * host, `Sec-Fetch-Site` must not be cross-site, and a body must be JSON (which a cross-site form
 * cannot send without a CORS preflight we never answer). Clients that are not browsers send neither
 * header and are judged by the session alone.
 */
export function sameOriginJsonOnly(): Middleware {
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method) || !ctx.path.startsWith('/api/')) return next();
    const origin = ctx.get('Origin');
    if (origin) {
      let sameOrigin = false;
      try {
        const url = new URL(origin);
        sameOrigin = url.host === ctx.host && url.protocol === `${ctx.protocol}:`;
      } catch {
        sameOrigin = false;
      }
      if (!sameOrigin) throw forbidden('cross_origin', 'Petición rechazada: no viene de esta aplicación.');
    }
    const fetchSite = ctx.get('Sec-Fetch-Site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none')
      throw forbidden('cross_origin', 'Petición rechazada: no viene de esta aplicación.');
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || Boolean(ctx.get('Transfer-Encoding'));
    if (hasBody && !ctx.is('application/json'))
      throw new AppError(415, 'unsupported_media_type', 'Tipo de contenido no soportado: envía JSON.');
    return next();
  };
}
