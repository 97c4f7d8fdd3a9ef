import { forReaders } from '../../middlewares/routeFacts.js';
import type Router from '@koa/router';
import { parseBody } from '../../middlewares/validate.js';
import type { ReglasService } from '../../services/reglas/index.js';
import { createRouter } from '../router.js';
import { reglasUpdateSchema, type Reglas } from '@reloj/contract/reglas';

/** GET /api/reglas, PUT /api/reglas (any subset; answers the whole): the 'Reglas de Asistencia' screen. */
export function reglasRouter(reglas: ReglasService): Router {
  const router = createRouter();

  router.get('/reglas', forReaders(), (ctx) => {
    ctx.body = reglas.get() satisfies Reglas;
  });

  router.put('/reglas', (ctx) => {
    const { before, after } = reglas.update(parseBody(reglasUpdateSchema, ctx));
    ctx.state.audit?.('reglas.actualizar', before, after);
    ctx.body = after satisfies Reglas;
  });

  return router;
}
