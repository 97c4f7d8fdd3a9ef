import type Router from '@koa/router';
import { manualPunchInputSchema } from '@reloj/contract/payroll';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { ManualPunchService } from '../../services/manualPunches.js';
import { createRouter } from '../router.js';

/** POST /api/attendance/manual {empleadoId, hora: 'YYYY-MM-DDTHH:MM' (local), motivo}: a forgotten punch, marked manual. */
export function manualPunchRouter(manualPunches: ManualPunchService): Router {
  const router = createRouter();

  router.post('/attendance/manual', (ctx) => {
    const punch = manualPunches.add(parseOrThrow(manualPunchInputSchema, ctx.request.body, 422), ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('checadas.manual', null, punch);
    ctx.status = 201;
    ctx.body = punch;
  });

  return router;
}
