import type { Context, Middleware } from 'koa';
import { httpsRequired } from '../errors.js';
import { isLoopback } from '../lib/network.js';

const HSTS = 'max-age=31536000';

const fromLan = (ctx: Context) => !ctx.secure && !isLoopback(ctx.req.socket.remoteAddress);

/** Koa gives an IPv6 host with its brackets ('[::1]'), which is what a URL needs. */
const httpsUrl = (ctx: Context, port: number, path: string) => `https://${ctx.hostname}:${port}${path}`;

/**
 * Plain HTTP serves the box itself (its kiosk on http://localhost:3001); anyone else is sent to HTTPS,
 * where passwords and the session cookie (Secure there) are encrypted. Admin calls and the login over
 * plain HTTP from the LAN are refused with the address to use.
 */
export function requireSecureTransport(ctx: Context, httpsPort: number | undefined): void {
  if (!fromLan(ctx)) return;
  const where = httpsPort ? ` Entra a ${httpsUrl(ctx, httpsPort, '/admin')}` : '';
  throw httpsRequired(where);
}

/** Pages asked over plain HTTP from the LAN are redirected to HTTPS; HTTPS answers carry HSTS. */
export function lanToHttps(httpsPort: () => number | undefined, isApiPath: (ctx: Context) => boolean): Middleware {
  return async (ctx, next) => {
    if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    const port = httpsPort();
    if (port && fromLan(ctx) && (ctx.method === 'GET' || ctx.method === 'HEAD') && !isApiPath(ctx)) {
      ctx.status = 308;
      ctx.redirect(httpsUrl(ctx, port, ctx.url));
      return;
    }
    await next();
  };
}
