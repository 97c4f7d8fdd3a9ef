import { describe, expect, it } from 'vitest';
import { createRouter } from '../routes/router.js';
import { applyRouteFacts, forManagers, forReaders, markRoute, routeAccess } from './routeFacts.js';

const guards = {
  requireRoles: () => (_ctx: unknown, next: () => Promise<void>) => next(),
  optionalSession: (_ctx: unknown, next: () => Promise<void>) => next(),
  jsonBody: (_ctx: unknown, next: () => Promise<void>) => next(),
};

describe('applyRouteFacts', () => {
  it('refuses to start with a route open to other roles that names a record without checking its branch', () => {
    const router = createRouter('/api');
    router.get('/employees/:id', forReaders(), (ctx) => void (ctx.body = {}));
    expect(() => applyRouteFacts(router, guards as never)).toThrow(
      'HEAD,GET /api/employees/:id is open to other roles but does not check the branch of the record it names',
    );
  });

  it('accepts it with a branch check, and says who may call each route', () => {
    const router = createRouter('/api');
    const scoped = markRoute('scoped', (_ctx, next) => next());
    router.put('/employees/:id', forManagers(), scoped, (ctx) => void (ctx.body = {}));
    router.get('/employees', forReaders(), (ctx) => void (ctx.body = []));
    router.put('/reglas', (ctx) => void (ctx.body = {}));
    expect(() => applyRouteFacts(router, guards as never)).not.toThrow();
    expect(routeAccess(router)).toEqual([
      { method: 'PUT', path: '/api/employees/:id', access: 'managers' },
      { method: 'GET', path: '/api/employees', access: 'readers' },
      { method: 'PUT', path: '/api/reglas', access: 'admin' },
    ]);
  });
});
