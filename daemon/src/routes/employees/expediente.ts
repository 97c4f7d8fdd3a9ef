import type Router from '@koa/router';
import { expedienteQuerySchema } from '@reloj/contract/expediente';
import type { BranchScope } from '../../middlewares/branchScope.js';
import { forManagers } from '../../middlewares/routeFacts.js';
import { parseQuery } from '../../middlewares/validate.js';
import type { ExpedienteService } from '../../services/expediente/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/**
 * GET /api/employees/:id/expediente?desde=&hasta= (issue 29 item 5): the employee's expediente as one ZIP. Administrador:
 * any employee; gerente: their branches' (another's answers 404 like every employee route); consulta: 403 (the ZIP holds
 * personal data). Audited as 'empleados.expediente'.
 */
export function employeeExpedienteRouter(expediente: ExpedienteService, scope: BranchScope): Router {
  const router = createRouter();

  router.get('/employees/:id/expediente', forManagers(), scope.employee, async (ctx) => {
    const id = pathId(ctx.params.id);
    const file = await expediente.build(id, parseQuery(expedienteQuerySchema, ctx), ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('empleados.expediente', null, { empleadoId: id, desde: file.desde, hasta: file.hasta });
    ctx.set('Content-Type', file.contentType);
    // ASCII by construction (a slug of the número de empleado, or the id, and dates).
    ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    ctx.body = file.bytes;
  });

  return router;
}
