import type Router from '@koa/router';
import { rolPayloadSchema, turnoPayloadSchema, type Rol, type Turno } from '@reloj/contract/turnos';
import { branchesOf } from '../../middlewares/branchScope.js';
import { forReaders } from '../../middlewares/routeFacts.js';
import { parseBody } from '../../middlewares/validate.js';
import type { TurnosService } from '../../services/turnos/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/**
 * GET/POST /api/turnos, PUT/DELETE /api/turnos/{id}; GET/POST /api/roles, PUT/DELETE /api/roles/{id} (issue 41 items
 * 1-2). Every role reads them (the counts of employees limited to the account's branches); administrators write.
 */
export function turnosRouter(service: TurnosService): Router {
  const router = createRouter();

  router.get('/turnos', forReaders(), (ctx) => {
    ctx.body = service.list(branchesOf(ctx)) satisfies Turno[];
  });
  router.post('/turnos', (ctx) => {
    const created = service.create(parseBody(turnoPayloadSchema, ctx));
    ctx.state.audit?.('turnos.crear', null, created);
    ctx.status = 201;
    ctx.body = created satisfies Turno;
  });
  router.put('/turnos/:id', (ctx) => {
    const id = pathId(ctx.params.id);
    service.get(id); // unknown id: 404 before validating the body
    const { before, after } = service.update(id, parseBody(turnoPayloadSchema, ctx));
    ctx.state.audit?.('turnos.actualizar', before, after);
    ctx.body = after satisfies Turno;
  });
  router.delete('/turnos/:id', (ctx) => {
    const removed = service.remove(pathId(ctx.params.id));
    ctx.state.audit?.('turnos.borrar', removed, null);
    ctx.status = 204;
  });

  router.get('/roles', forReaders(), (ctx) => {
    ctx.body = service.roles(branchesOf(ctx)) satisfies Rol[];
  });
  router.post('/roles', (ctx) => {
    const created = service.createRol(parseBody(rolPayloadSchema, ctx));
    ctx.state.audit?.('roles.crear', null, created);
    ctx.status = 201;
    ctx.body = created satisfies Rol;
  });
  router.put('/roles/:id', (ctx) => {
    const id = pathId(ctx.params.id);
    service.rol(id);
    const { before, after } = service.updateRol(id, parseBody(rolPayloadSchema, ctx));
    ctx.state.audit?.('roles.actualizar', before, after);
    ctx.body = after satisfies Rol;
  });
  router.delete('/roles/:id', (ctx) => {
    const removed = service.removeRol(pathId(ctx.params.id));
    ctx.state.audit?.('roles.borrar', removed, null);
    ctx.status = 204;
  });
  return router;
}
