import type { Context, Middleware } from 'koa';
import type { Rol } from '@reloj/contract/usuarios';
import { forbiddenForRole, unauthorized } from '../errors.js';
import type { AuditoriaService } from '../services/auditoria/index.js';
import type { AuthService, SessionUser } from '../services/auth/index.js';
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
 * For a signed-in account, `ctx.state.audit(accion, antes, despues)` records a change in `auditoria`.
 */
export function sessionGuards(auth: AuthService, audit: AuditoriaService, httpsPort: () => number | undefined) {
  const readSession = (ctx: Context): SessionUser | undefined => {
    const user = auth.authenticate(ctx.cookies.get(SESSION_COOKIE));
    if (user) {
      ctx.state.user = user;
      ctx.state.audit = (accion, antes, despues) => audit.record(user, ctx.ip || null, accion, antes, despues);
    }
    return user;
  };
  const requireRoles =
    (roles: readonly Rol[]): Middleware =>
    (ctx, next) => {
      requireSecureTransport(ctx, httpsPort());
      const user = readSession(ctx);
      if (!user) throw unauthorized();
      if (!roles.includes(user.rol)) throw forbiddenForRole();
      return next();
    };
  const optionalSession: Middleware = (ctx, next) => {
    readSession(ctx);
    return next();
  };
  return { requireRoles, optionalSession };
}
