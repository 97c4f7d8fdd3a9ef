import type Router from '@koa/router';
import { manualPunchInputSchema } from '@reloj/contract/payroll';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { BranchScope } from '../../middlewares/branchScope.js';
import { forManagers } from '../../middlewares/routeFacts.js';
import type { ManualPunchService } from '../../services/manualPunches.js';
import { createRouter } from '../router.js';

/** POST /api/attendance/manual {empleadoId, hora: 'YYYY-MM-DDTHH:MM' (local), motivo}: a forgotten punch, marked manual. */
export function manualPunchRouter(manualPunches: ManualPunchService, scope: BranchScope): Router {
  const router = createRouter();

  router.post('/attendance/manual', forManagers(), (ctx) => {
    const input = parseOrThrow(manualPunchInputSchema, ctx.request.body, 422);
    scope.requireEmployee(ctx, input.empleadoId, 'empleadoId');
    const punch = manualPunches.add(input, ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('checadas.manual', null, punch);
    ctx.status = 201;
    ctx.body = punch;
  });

  return router;
}
