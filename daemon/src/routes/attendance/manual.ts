import type Router from '@koa/router';
import { manualPunchInputSchema, type Punch } from '@reloj/contract/attendance';
import { parseBody } from '../../middlewares/validate.js';
import type { BranchScope } from '../../middlewares/branchScope.js';
import { forManagers } from '../../middlewares/routeFacts.js';
import type { ManualAttendanceService } from '../../services/attendance/index.js';
import { createRouter } from '../router.js';

/** POST /api/attendance/manual {empleadoId, hora: 'YYYY-MM-DDTHH:MM' (local), motivo}: a forgotten punch, marked manual. */
export function manualAttendanceRouter(manualAttendance: ManualAttendanceService, scope: BranchScope): Router {
  const router = createRouter();

  router.post('/attendance/manual', forManagers(), (ctx) => {
    const input = parseBody(manualPunchInputSchema, ctx);
    scope.requireEmployee(ctx, input.empleadoId, 'empleadoId');
    const punch = manualAttendance.add(input, ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('checadas.manual', null, punch);
    ctx.status = 201;
    ctx.body = punch satisfies Punch;
  });

  return router;
}
