import type Router from '@koa/router';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import { branchesOf, type BranchScope } from '../../middlewares/branchScope.js';
import { forManagers, forReaders } from '../../middlewares/routeFacts.js';
import type { IncidenciasService } from '../../services/prenomina/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';
import { incidenciaInputSchema, incidenciasQuerySchema, type Incidencia } from '@reloj/contract/incidencias';

/** GET /api/incidencias?desde=&hasta=&empleado=, POST /api/incidencias, DELETE /api/incidencias/{id}. */
export function incidenciasRouter(incidencias: IncidenciasService, scope: BranchScope): Router {
  const router = createRouter();

  router.get('/incidencias', forReaders(), (ctx) => {
    const query = parseQuery(incidenciasQuerySchema, ctx);
    if (query.empleado !== undefined) scope.requireEmployee(ctx, query.empleado, 'empleado');
    ctx.body = incidencias.list(query, branchesOf(ctx)).incidencias satisfies Incidencia[];
  });

  router.post('/incidencias', forManagers(), (ctx) => {
    const input = parseBody(incidenciaInputSchema, ctx);
    scope.requireEmployee(ctx, input.empleadoId, 'empleadoId');
    const created = incidencias.create(input, ctx.state.user?.usuario ?? 'desconocido');
    const { aviso: _derived, ...stored } = created;
    ctx.state.audit?.('incidencias.crear', null, stored);
    ctx.status = 201;
    ctx.body = created satisfies Incidencia;
  });

  router.delete('/incidencias/:id', forManagers(), scope.incidencia, (ctx) => {
    const removed = incidencias.remove(pathId(ctx.params.id));
    ctx.state.audit?.('incidencias.borrar', removed, null);
    ctx.status = 204;
  });

  return router;
}
