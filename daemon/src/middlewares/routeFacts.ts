import type Router from '@koa/router';
import type { Middleware } from 'koa';

/**
 * What a route needs is declared on the route itself, as the first middlewares of its chain:
 *   router.post('/verify', publicRoute(), handler)             no session needed
 *   router.post('/check-in', kioskDevice, photoBody(), handler)   an approved kiosk, a 5 MB body
 *   router.put('/puestos/:id', handler)                        nothing declared: administrators only
 * applyRouteFacts() then puts the guard and the body parser in front of every route of the API
 * router. Denying is the default: a route someone forgets to mark is an admin route.
 */
type Fact = 'public' | 'kiosk' | 'ownBody';
const FACT = Symbol('routeFact');
type Marked = Middleware & { [FACT]?: Fact };

export const markRoute = <M extends Middleware>(fact: Fact, middleware: M): M => Object.assign(middleware, { [FACT]: fact });
const factOf = (middleware: unknown): Fact | undefined => (middleware as Marked)[FACT];

/** Anyone may call this route; a signed-in administrator is still recognised (ctx.state.user). */
export const publicRoute = (): Middleware => markRoute('public', (_ctx, next) => next());

export type RouteGuards = {
  /** 401 without a session (and 403 over plain HTTP from the LAN). */
  requireAdmin: Middleware;
  /** Reads the session when there is one; never refuses. */
  optionalSession: Middleware;
  /** The default body parser (ordinary JSON, 100 KB). */
  jsonBody: Middleware;
};

const applied = new WeakSet<object>();

/** Puts the guard and the body parser in front of every route of `router` (once per route). */
export function applyRouteFacts(router: Router, guards: RouteGuards): void {
  for (const layer of router.stack) {
    if (layer.methods.length === 0 || applied.has(layer)) continue;
    applied.add(layer);
    const facts = new Set(layer.stack.map(factOf));
    const access = facts.has('public') ? [guards.optionalSession] : facts.has('kiosk') ? [] : [guards.requireAdmin];
    const body = facts.has('ownBody') ? [] : [guards.jsonBody];
    layer.stack.unshift(...access, ...body);
  }
}

/** Which routes are public or kiosk-only, as declared: for tests that walk the route table. */
export function routeAccess(router: Router): { method: string; path: string; access: 'admin' | 'public' | 'kiosk' }[] {
  return router.stack
    .filter((layer) => layer.methods.length > 0)
    .flatMap((layer) => {
      const facts = new Set(layer.stack.map(factOf));
      const access = facts.has('public') ? 'public' : facts.has('kiosk') ? 'kiosk' : 'admin';
      return layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path), access }) as const);
    });
}
