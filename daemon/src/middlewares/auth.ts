import type { Context, Middleware } from 'koa';
import type { Db } from '../db/connection.js';
import { auditRepository } from '../db/repositories/audit.js';
import { unauthorized } from '../errors.js';
import { isoNow, type Clock } from '../lib/clock.js';
import type { AuthService, SessionUser } from '../services/auth.js';
import { requireSecureTransport } from './transport.js';

export const SESSION_COOKIE = 'reloj_sesion';

export type AuditFn = (accion: string, antes: unknown, despues: unknown) => void;

declare module 'koa' {
  interface DefaultState {
    user?: SessionUser;
    audit?: AuditFn;
  }
}

/**
 * The session middlewares the route table puts in front of its routes (see routeFacts.ts).
 * For a signed-in administrator, `ctx.state.audit(accion, antes, despues)` records a change in `auditoria`.
 */
export function sessionGuards(auth: AuthService, db: Db, clock: Clock, httpsPort: () => number | undefined) {
  const audit = auditRepository(db);
  const readSession = (ctx: Context): SessionUser | undefined => {
    const user = auth.authenticate(ctx.cookies.get(SESSION_COOKIE));
    if (user) {
      ctx.state.user = user;
      ctx.state.audit = (accion, antes, despues) =>
        audit.insert({ usuarioId: user.id, usuario: user.usuario, accion, antes, despues, ip: ctx.ip || null, now: isoNow(clock) });
    }
    return user;
  };
  const requireAdmin: Middleware = (ctx, next) => {
    requireSecureTransport(ctx, httpsPort());
    if (!readSession(ctx)) throw unauthorized();
    return next();
  };
  const optionalSession: Middleware = (ctx, next) => {
    readSession(ctx);
    return next();
  };
  return { requireAdmin, optionalSession };
}
