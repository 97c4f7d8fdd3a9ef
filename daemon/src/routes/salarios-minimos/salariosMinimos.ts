import type Router from '@koa/router';
import type { SalarioMinimoVigente } from '@reloj/contract/salariosMinimos';
import { forReaders } from '../../middlewares/routeFacts.js';
import type { SalariosMinimosService } from '../../services/reglas/index.js';
import { createRouter } from '../router.js';

/** GET /api/salarios-minimos (every role): the daily minimum of each zone in force today, for the salary fields' warning. */
export function salariosMinimosRouter(salarios: SalariosMinimosService): Router {
  const router = createRouter();
  router.get('/salarios-minimos', forReaders(), (ctx) => {
    ctx.body = salarios.vigentes() satisfies SalarioMinimoVigente[];
  });
  return router;
}
