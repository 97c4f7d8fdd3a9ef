import type { Middleware } from 'koa';
import { crossOrigin, unsupportedMediaType } from '../errors.js';
import type { Logger } from '../logger.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The routes that take a file as it is, hundreds of MB streamed to disk: a backup to restore ('Respaldos') and a
 * release bundle ('Actualizaciones'). A cross-site form cannot send application/octet-stream without a preflight
 * either, so the rule's reason holds.
 */
const RAW_UPLOAD_PATHS: ReadonlySet<string> = new Set(['/api/respaldos/restauracion', '/api/actualizaciones/paquete']);
/**
 * The route that takes a form with one small file (issue 40, the staff workbook for 'Importar', multipart field
 * `archivo`). A cross-site form can send multipart without a preflight, so here the session cookie (SameSite=Strict,
 * never sent by another site's form) and the Origin / Sec-Fetch-Site checks above are what refuse it.
 */
const MULTIPART_UPLOAD_PATHS: ReadonlySet<string> = new Set(['/api/employees/importar']);

/**
 * A state-changing API request must come from our own pages: a browser's `Origin` must be this
 * host, `Sec-Fetch-Site` must not be cross-site, and a body must be JSON (which a cross-site form
 * cannot send without a CORS preflight we never answer). Clients that are not browsers send neither
 * header and are judged by the session alone. Every path is checked, whatever its spelling: only the
 * API changes state, and a check that compares paths can be walked around.
 */
export function sameOriginJsonOnly(logger: Logger): Middleware {
  const refuse = (ctx: Parameters<Middleware>[0], origin: string) => {
    logger.warn(
      {
        evento: 'origen_rechazado',
        origin: origin.slice(0, 200),
        fetchSite: ctx.get('Sec-Fetch-Site'),
        method: ctx.method,
        path: ctx.path.slice(0, 200),
        ip: ctx.req.socket.remoteAddress,
      },
      'cross-origin request refused',
    );
    return crossOrigin();
  };
  return async (ctx, next) => {
    if (SAFE_METHODS.has(ctx.method)) {
      await next();
      return;
    }
    const origin = ctx.get('Origin');
    if (origin) {
      let sameOrigin: boolean;
      try {
        const url = new URL(origin);
        sameOrigin = url.host === ctx.host && url.protocol === `${ctx.protocol}:`;
      } catch {
        sameOrigin = false;
      }
      if (!sameOrigin) throw refuse(ctx, origin);
    }
    const fetchSite = ctx.get('Sec-Fetch-Site');
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw refuse(ctx, origin);
    const hasBody = Number(ctx.get('Content-Length') || 0) > 0 || Boolean(ctx.get('Transfer-Encoding'));
    const upload =
      (RAW_UPLOAD_PATHS.has(ctx.path) && ctx.is('application/octet-stream')) || (MULTIPART_UPLOAD_PATHS.has(ctx.path) && ctx.is('multipart/form-data'));
    if (hasBody && !ctx.is('application/json') && !upload) throw unsupportedMediaType();
    await next();
  };
}
