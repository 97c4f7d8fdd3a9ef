import type Router from '@koa/router';
import { setPinRequestSchema } from '@reloj/contract/attendance';
import { parseBody } from '../../middlewares/validate.js';
import type { NipService } from '../../services/auth/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';
import type { BranchScope } from '../../middlewares/branchScope.js';
import { forManagers } from '../../middlewares/routeFacts.js';

/** PUT /api/employees/:id/pin sets or replaces the employee's NIP (204); DELETE removes it (204). The NIP is never logged. */
export function employeeNipRouter(nips: NipService, scope: BranchScope): Router {
  const router = createRouter();

  router.put('/employees/:id/pin', forManagers(), scope.employee, async (ctx) => {
    const id = pathId(ctx.params.id);
    const { pin } = parseBody(setPinRequestSchema, ctx);
    await nips.set(id, pin, ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('empleados.nip', null, { employeeId: id, nip: 'asignado' });
    ctx.status = 204;
  });

  router.delete('/employees/:id/pin', forManagers(), scope.employee, (ctx) => {
    const id = pathId(ctx.params.id);
    if (nips.remove(id)) ctx.state.audit?.('empleados.nip', { employeeId: id, nip: 'asignado' }, { employeeId: id, nip: 'quitado' });
    ctx.status = 204;
  });

  return router;
}
