import type { Middleware } from 'koa';
import { auditRepository } from '../db/repositories/audit.js';
import type { Db } from '../db/connection.js';
import { unauthorized } from '../errors.js';
import { isoNow, type Clock } from '../lib/clock.js';
import type { AuthService, SessionUser } from '../services/auth.js';

export const SESSION_COOKIE = 'reloj_sesion';

/** API paths that need no admin session: health, login itself, and the two kiosk calls (guarded by device). */
const PUBLIC_API = [
  /^\/api\/health$/,
  /^\/api\/auth\/(state|login|logout|setup)$/,
  /^\/api\/devices\/verify$/,
  /^\/api\/attendance\/check-in$/,
];

export const isPublicApiPath = (path: string) => PUBLIC_API.some((r) => r.test(path));

export type AuditFn = (accion: string, antes: unknown, despues: unknown) => void;

declare module 'koa' {
  interface DefaultState {
    user?: SessionUser;
    audit?: AuditFn;
  }
}

/**
 * Reads the session cookie on every /api request; admin routes without a valid session get 401.
 * For a signed-in administrator, `ctx.state.audit(accion, antes, despues)` records a change in `auditoria`.
 */
export function sessionGuard(auth: AuthService, db: Db, clock: Clock): Middleware {
  const audit = auditRepository(db);
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const user = auth.authenticate(ctx.cookies.get(SESSION_COOKIE));
    if (user) {
      ctx.state.user = user;
      ctx.state.audit = (accion, antes, despues) =>
        audit.insert({ usuarioId: user.id, usuario: user.usuario, accion, antes, despues, ip: ctx.ip || null, now: isoNow(clock) });
    } else if (!isPublicApiPath(ctx.path)) {
      throw unauthorized();
    }
    return next();
  };
}
