import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { publicRoute } from '../../middlewares/routeFacts.js';
import { requireSecureTransport } from '../../middlewares/transport.js';
import type { Context, Middleware } from 'koa';
import { setupClosed } from '../../errors.js';
import { SESSION_COOKIE } from '../../middlewares/auth.js';
import { parseBody } from '../../middlewares/validate.js';
import { SESSION_ABSOLUTE_MS, type AuthService, type SetupGate } from '../../services/auth/index.js';
import { loginRequestSchema, setupRequestSchema, type AuthState, type PrimerArranque, type SessionResponse } from '@reloj/contract/auth';
import { hostname } from 'node:os';
import { panelAddresses } from '../../lib/lanAddresses.js';
import { isLoopback } from '../../lib/network.js';

const remoteAddress = (ctx: Context) => ctx.req.socket.remoteAddress;

function setSessionCookie(ctx: Context, token: string) {
  ctx.cookies.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS,
    overwrite: true,
  });
}

/** /api/auth/state, /login, /logout, /setup */
export function authRouter(auth: AuthService, setupGate: SetupGate, httpsPort: () => number | undefined, port?: number): Router {
  const lanOverHttps: Middleware = (ctx, next) => {
    requireSecureTransport(ctx, httpsPort());
    return next();
  };
  const router = createRouter();

  router.get('/auth/state', publicRoute(), (ctx) => {
    const setupRequired = auth.setupRequired();
    ctx.body = {
      setupRequired,
      setupNeedsCode: setupRequired && !setupGate.allows(remoteAddress(ctx), undefined),
      user: ctx.state.user ? { id: ctx.state.user.id, usuario: ctx.state.user.usuario, rol: ctx.state.user.rol, sucursales: ctx.state.user.sucursales } : null,
    } satisfies AuthState;
  });

  // The box's own screen, before the first administrator exists: where to set it up from, and the one-time code.
  router.get('/auth/primer-arranque', publicRoute(), (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!isLoopback(remoteAddress(ctx)) || !auth.setupRequired()) {
      ctx.body = { mostrar: false } satisfies PrimerArranque;
      return;
    }
    ctx.body = { mostrar: true, codigo: setupGate.code, direcciones: panelAddresses(httpsPort(), port ?? 3001), equipo: hostname() } satisfies PrimerArranque;
  });

  router.post('/auth/login', publicRoute(), lanOverHttps, async (ctx) => {
    const body = parseBody(loginRequestSchema, ctx);
    const previous = ctx.cookies.get(SESSION_COOKIE);
    const { token, user } = await auth.login(body.usuario, body.password, remoteAddress(ctx) ?? 'desconocida');
    auth.logout(previous); // a new token at every login; the old one dies
    setSessionCookie(ctx, token);
    ctx.body = { user } satisfies SessionResponse;
  });

  router.post('/auth/logout', publicRoute(), (ctx) => {
    auth.logout(ctx.cookies.get(SESSION_COOKIE));
    ctx.cookies.set(SESSION_COOKIE, null, { httpOnly: true, sameSite: 'strict', secure: ctx.secure, path: '/' });
    ctx.status = 204;
  });

  router.post('/auth/setup', publicRoute(), lanOverHttps, async (ctx) => {
    if (!auth.setupRequired()) throw setupClosed();
    const body = parseBody(setupRequestSchema, ctx);
    auth.admitSetup(setupGate, remoteAddress(ctx), body.codigo);
    const user = await auth.setupFirstAdmin(body.usuario, body.password);
    setSessionCookie(ctx, auth.openSession(user.id, remoteAddress(ctx) ?? null));
    ctx.status = 201;
    ctx.body = { user } satisfies SessionResponse;
  });

  return router;
}
