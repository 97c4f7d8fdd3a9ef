import type Router from '@koa/router';
import type { Reconocimiento } from '@reloj/contract/reconocimiento';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { ReconocimientoService } from '../../services/reconocimiento.js';
import { createRouter } from '../router.js';
import { reconocimientoQuerySchema } from './schema.js';

/** GET /api/reconocimiento?dias=30 (admin): the recognition quality report. */
export function reconocimientoRouter(reconocimiento: ReconocimientoService): Router {
  const router = createRouter();
  router.get('/reconocimiento', (ctx) => {
    const { dias } = parseOrThrow(reconocimientoQuerySchema, ctx.query, 422);
    ctx.body = reconocimiento.report(dias) satisfies Reconocimiento;
  });
  return router;
}
