import type Router from '@koa/router';
import {
  aguinaldoQuerySchema,
  finiquitoQuerySchema,
  saldoInicialInputSchema,
  type Aguinaldo,
  type Finiquito,
  type Vacaciones,
} from '@reloj/contract/prestaciones';
import { branchesOf, type BranchScope } from '../../middlewares/branchScope.js';
import { forManagers, forReaders } from '../../middlewares/routeFacts.js';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import type { PrestacionesService, VacacionesService, SaldoInicialService } from '../../services/prestaciones/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/**
 * Issue 31, what a small business owes besides the weekly pay:
 * - GET /api/employees/:id/vacaciones: the vacation balance (administrador; gerente of the employee's branch, another
 *   branch's employee answers 404; consulta reads).
 * - GET /api/aguinaldo?anio=&fecha=&formato=json|xlsx: each employee employed in `anio` (readers; a gerente sees their
 *   branches' employees only).
 * - GET /api/employees/:id/finiquito?incluirVeinteDias=: the finiquito of an employee de baja (administrador, gerente
 *   of the branch; consulta 403; 409 finiquito_sin_baja for an active one). A read: not audited, nothing personal logged.
 * - POST /api/employees/:id/saldo-vacaciones (issue 40): the opening vacation balance, recorded by the administrador
 *   only (the issue: "the administrador records"; gerente and consulta 403). 201 with the balance in force; audited as
 *   'empleados.saldo_vacaciones'.
 */
export function prestacionesRouter(
  services: { vacaciones: VacacionesService; prestaciones: PrestacionesService; saldoInicial: SaldoInicialService },
  scope: BranchScope,
): Router {
  const router = createRouter();

  router.get('/employees/:id/vacaciones', forReaders(), scope.employee, (ctx) => {
    ctx.body = services.vacaciones.get(pathId(ctx.params.id)) satisfies Vacaciones;
  });

  router.post('/employees/:id/saldo-vacaciones', (ctx) => {
    const id = pathId(ctx.params.id);
    services.vacaciones.get(id); // unknown id: 404 before validating the body
    const input = parseBody(saldoInicialInputSchema, ctx);
    const { before, after } = services.saldoInicial.registrar(id, input, ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('empleados.saldo_vacaciones', before && { empleadoId: id, ...before }, { empleadoId: id, ...after });
    ctx.status = 201;
    ctx.body = services.vacaciones.get(id) satisfies Vacaciones;
  });

  router.get('/aguinaldo', forReaders(), async (ctx) => {
    const { formato, ...query } = parseQuery(aguinaldoQuerySchema, ctx);
    if (formato !== 'xlsx') {
      ctx.body = services.prestaciones.aguinaldo(query, branchesOf(ctx)) satisfies Aguinaldo;
      return;
    }
    const file = await services.prestaciones.aguinaldoWorkbook(query, branchesOf(ctx));
    ctx.set('Content-Type', file.contentType);
    ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
    ctx.body = file.bytes;
  });

  router.get('/employees/:id/finiquito', forManagers(), scope.employee, (ctx) => {
    const id = pathId(ctx.params.id);
    const { incluirVeinteDias } = parseQuery(finiquitoQuerySchema, ctx);
    ctx.body = services.prestaciones.finiquito(id, incluirVeinteDias === 'true') satisfies Finiquito;
  });

  return router;
}
