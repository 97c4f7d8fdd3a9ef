import type Router from '@koa/router';
import type { Rol } from '@reloj/contract/usuarios';
import type { Middleware } from 'koa';

/**
 * What a route needs is declared on the route itself, as the first middlewares of its chain:
 *   router.post('/verify', publicRoute(), handler)             no session needed
 *   router.post('/check-in', kioskDevice, photoBody(), handler)   an approved kiosk, a 5 MB body
 *   router.get('/employees', forReaders(), handler)            every role (lists filtered to the account's branches)
 *   router.put('/employees/:id', forManagers(), scope.employee, handler)   administrador and gerente, that employee's branch
 *   router.put('/puestos/:id', handler)                        nothing declared: administrators only
 * applyRouteFacts() then puts the guard and the body parser in front of every route of the API
 * router. Denying is the default: a route someone forgets to mark is an administrators' route, and a route open
 * to other roles that names a record in its path must say how that record's branch is checked (a 'scoped' fact).
 */
type Fact = 'public' | 'kiosk' | 'ownBody' | 'readers' | 'managers' | 'scoped';
const FACT = Symbol('routeFact');
type Marked = Middleware & { [FACT]?: Fact };

export const markRoute = <M extends Middleware>(fact: Fact, middleware: M): M => Object.assign(middleware, { [FACT]: fact });
const factOf = (middleware: unknown): Fact | undefined => (middleware as Marked)[FACT];

/** Anyone may call this route; a signed-in administrator is still recognised (ctx.state.user). */
export const publicRoute = (): Middleware => markRoute('public', (_ctx, next) => next());
/** Every role may call this route (it reads; what it lists is limited to the account's branches). */
export const forReaders = (): Middleware => markRoute('readers', (_ctx, next) => next());
/** Administrators and branch managers may call this route (for records of the manager's branches). */
export const forManagers = (): Middleware => markRoute('managers', (_ctx, next) => next());

export const ROLES_OF: Record<'admin' | 'readers' | 'managers', readonly Rol[]> = {
  admin: ['administrador'],
  readers: ['administrador', 'gerente', 'consulta'],
  managers: ['administrador', 'gerente'],
};

type Access = 'public' | 'kiosk' | keyof typeof ROLES_OF;
const accessOf = (facts: Set<Fact | undefined>): Access =>
  facts.has('public') ? 'public' : facts.has('kiosk') ? 'kiosk' : facts.has('managers') ? 'managers' : facts.has('readers') ? 'readers' : 'admin';

export type RouteGuards = {
  /** 401 without a session (and 403 over plain HTTP from the LAN), 403 for an account whose role is not among `roles`. */
  requireRoles: (roles: readonly Rol[]) => Middleware;
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
    const access = accessOf(facts);
    if ((access === 'readers' || access === 'managers') && String(layer.path).includes('/:') && !facts.has('scoped')) {
      throw new Error(`${layer.methods.join(',')} ${layer.path} is open to other roles but does not check the branch of the record it names`);
    }
    const guard = access === 'public' ? [guards.optionalSession] : access === 'kiosk' ? [] : [guards.requireRoles(ROLES_OF[access])];
    const body = facts.has('ownBody') ? [] : [guards.jsonBody];
    layer.stack.unshift(...guard, ...body);
  }
}

/** Who may call each route, as declared: for tests that walk the route table. */
export function routeAccess(router: Router): { method: string; path: string; access: Access }[] {
  return router.stack
    .filter((layer) => layer.methods.length > 0)
    .flatMap((layer) => {
      const access = accessOf(new Set(layer.stack.map(factOf)));
      return layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path), access }));
    });
}
