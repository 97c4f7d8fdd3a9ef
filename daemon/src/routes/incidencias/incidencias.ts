import type Router from '@koa/router';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { IncidenciasService } from '../../services/incidencias.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';
import { incidenciaInputSchema, incidenciasQuerySchema } from './schema.js';

/** GET /api/incidencias?desde=&hasta=&empleado=, POST /api/incidencias, DELETE /api/incidencias/{id}. */
export function incidenciasRouter(incidencias: IncidenciasService): Router {
  const router = createRouter();

  router.get('/incidencias', (ctx) => {
    ctx.body = incidencias.list(parseOrThrow(incidenciasQuerySchema, ctx.query, 422)).incidencias;
  });

  router.post('/incidencias', (ctx) => {
    const created = incidencias.create(parseOrThrow(incidenciaInputSchema, ctx.request.body, 422), ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('incidencias.crear', null, created);
    ctx.status = 201;
    ctx.body = created;
  });

  router.delete('/incidencias/:id', (ctx) => {
    const removed = incidencias.remove(pathId(ctx.params.id));
    ctx.state.audit?.('incidencias.borrar', removed, null);
    ctx.status = 204;
  });

  return router;
}
