import { forReaders } from '../../middlewares/routeFacts.js';
import type Router from '@koa/router';
import { parseBody, parseOrThrow, parseQuery } from '../../middlewares/validate.js';
import type { FestivosService } from '../../services/prenomina/index.js';
import { createRouter } from '../router.js';
import { festivoInputSchema, festivoPathSchema, festivosQuerySchema, type Festivo } from '@reloj/contract/festivos';

/** GET /api/festivos?anio=, POST /api/festivos {fecha, nombre}, DELETE /api/festivos/{fecha}: the 'Días Festivos' screen. */
export function festivosRouter(festivos: FestivosService): Router {
  const router = createRouter();

  router.get('/festivos', forReaders(), (ctx) => {
    const { anio } = parseQuery(festivosQuerySchema, ctx);
    ctx.body = festivos.list(anio) satisfies Festivo[];
  });

  router.post('/festivos', (ctx) => {
    const created = festivos.create(parseBody(festivoInputSchema, ctx), ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('festivos.crear', null, created);
    ctx.status = 201;
    ctx.body = created satisfies Festivo;
  });

  router.delete('/festivos/:fecha', (ctx) => {
    const { fecha } = parseOrThrow(festivoPathSchema, { fecha: ctx.params.fecha });
    const removed = festivos.remove(fecha);
    ctx.state.audit?.('festivos.borrar', removed, null);
    ctx.status = 204;
  });

  return router;
}
