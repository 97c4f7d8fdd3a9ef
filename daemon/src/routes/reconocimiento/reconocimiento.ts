import type Router from '@koa/router';
import { reconocimientoQuerySchema, type Reconocimiento } from '@reloj/contract/reconocimiento';
import { parseQuery } from '../../middlewares/validate.js';
import type { ReconocimientoService } from '../../services/reconocimiento/index.js';
import { createRouter } from '../router.js';

/** GET /api/reconocimiento?dias=30 (admin): the recognition quality report. */
export function reconocimientoRouter(reconocimiento: ReconocimientoService): Router {
  const router = createRouter();
  router.get('/reconocimiento', (ctx) => {
    const { dias } = parseQuery(reconocimientoQuerySchema, ctx);
    ctx.body = reconocimiento.report(dias) satisfies Reconocimiento;
  });
  return router;
}
