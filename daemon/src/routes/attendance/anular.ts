import type Router from '@koa/router';
import { anularChecadaRequestSchema, type Punch } from '@reloj/contract/attendance';
import { parseBody } from '../../middlewares/validate.js';
import type { BranchScope } from '../../middlewares/branchScope.js';
import { forManagers } from '../../middlewares/routeFacts.js';
import type { AnulacionesService } from '../../services/attendance/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/**
 * POST /api/attendance/{id}/anular {motivo} (issue 29): voids a punch; an administrador, or a gerente for a punch of
 * their branch (another branch's is the same 404 as a missing one). 201 with the punch as listed, `anulada` set.
 */
export function anularAttendanceRouter(anulaciones: AnulacionesService, scope: BranchScope): Router {
  const router = createRouter();

  router.post('/attendance/:id/anular', forManagers(), scope.punchRecord, (ctx) => {
    const id = pathId(ctx.params.id);
    const input = parseBody(anularChecadaRequestSchema, ctx);
    const { antes, despues } = anulaciones.anular(id, input, ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('checadas.anular', antes, despues);
    ctx.status = 201;
    ctx.body = despues satisfies Punch;
  });

  return router;
}
