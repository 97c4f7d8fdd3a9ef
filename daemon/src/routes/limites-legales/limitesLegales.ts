import type Router from '@koa/router';
import { forReaders } from '../../middlewares/routeFacts.js';
import { parseBody } from '../../middlewares/validate.js';
import type { LimitesLegalesService } from '../../services/reglas/index.js';
import { createRouter } from '../router.js';
import { limiteLegalInputSchema, type LimiteLegal } from '@reloj/contract/limitesLegales';

/** GET /api/limites-legales (every role), POST /api/limites-legales (administrators): shown read-only in 'Reglas de Asistencia'. */
export function limitesLegalesRouter(limites: LimitesLegalesService): Router {
  const router = createRouter();

  router.get('/limites-legales', forReaders(), (ctx) => {
    ctx.body = limites.list() satisfies LimiteLegal[];
  });

  router.post('/limites-legales', (ctx) => {
    const created = limites.create(parseBody(limiteLegalInputSchema, ctx), ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('limites_legales.crear', null, created);
    ctx.status = 201;
    ctx.body = created satisfies LimiteLegal;
  });

  return router;
}
