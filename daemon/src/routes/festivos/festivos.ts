import { forReaders } from '../../middlewares/routeFacts.js';
import type Router from '@koa/router';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { FestivosService } from '../../services/festivos.js';
import { createRouter } from '../router.js';
import { festivoInputSchema, festivoPathSchema, festivosQuerySchema } from './schema.js';

/** GET /api/festivos?anio=, POST /api/festivos {fecha, nombre}, DELETE /api/festivos/{fecha}: the 'Días Festivos' screen. */
export function festivosRouter(festivos: FestivosService): Router {
  const router = createRouter();

  router.get('/festivos', forReaders(), (ctx) => {
    const { anio } = parseOrThrow(festivosQuerySchema, ctx.query, 422);
    ctx.body = festivos.list(anio);
  });

  router.post('/festivos', (ctx) => {
    const created = festivos.create(parseOrThrow(festivoInputSchema, ctx.request.body, 422), ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('festivos.crear', null, created);
    ctx.status = 201;
    ctx.body = created;
  });

  router.delete('/festivos/:fecha', (ctx) => {
    const { fecha } = parseOrThrow(festivoPathSchema, { fecha: ctx.params.fecha }, 422);
    const removed = festivos.remove(fecha);
    ctx.state.audit?.('festivos.borrar', removed, null);
    ctx.status = 204;
  });

  return router;
}
