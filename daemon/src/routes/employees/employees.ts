import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { branchesOf, type BranchScope } from '../../middlewares/branchScope.js';
import { forManagers, forReaders } from '../../middlewares/routeFacts.js';
import { pathId } from '../pathId.js';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import type { Employee, EmployeeService } from '../../services/employees/index.js';
import { employeeBodySchema, employeeListQuerySchema } from '@reloj/contract/employees';
import { bajaInputSchema, type Baja } from '@reloj/contract/prestaciones';

/** What the audit log keeps of an employee: the stored facts, not the warnings derived from them. */
const audited = ({ advertencias: _derived, bajas: _history, ...employee }: Employee) => employee;

/**
 * GET/POST /api/employees, GET/PUT/DELETE /api/employees/:id, POST /api/employees/:id/baja, GET /api/employees/:id/bajas,
 * POST /api/employees/:id/reactivate.
 * DELETE deactivates (204) today for 'renuncia'; POST .../baja (issue 31) takes the date and reason (201, the employee
 * with `bajas`); see services/employees/employees.ts for the salary, bono, payroll-field and idempotency rules.
 * Every employee answered carries `advertencias` (e.g. a salary below the minimum wage of the branch's zone).
 */
export function employeesRouter(service: EmployeeService, scope: BranchScope): Router {
  const router = createRouter();
  const createSchema = employeeBodySchema(service.today);
  const updateSchema = employeeBodySchema(service.today, { salarioDiarioAlias: true });

  router.get('/employees', forReaders(), (ctx) => {
    ctx.body = service.list(parseQuery(employeeListQuerySchema, ctx), branchesOf(ctx)) satisfies Employee[];
  });
  router.get('/employees/:id', forReaders(), scope.employee, (ctx) => {
    ctx.body = service.get(pathId(ctx.params.id)) satisfies Employee;
  });
  router.get('/employees/:id/bajas', forReaders(), scope.employee, (ctx) => {
    ctx.body = service.bajas(pathId(ctx.params.id)) satisfies Baja[];
  });
  router.post('/employees', forManagers(), (ctx) => {
    const created = service.create(parseBody(createSchema, ctx), branchesOf(ctx), ctx.state.user?.usuario ?? null);
    ctx.state.audit?.('empleados.crear', null, audited(created));
    ctx.status = 201;
    ctx.body = created satisfies Employee;
  });
  router.put('/employees/:id', forManagers(), scope.employee, (ctx) => {
    const id = pathId(ctx.params.id);
    service.get(id); // unknown id: 404 before validating the body
    const input = parseBody(updateSchema, ctx);
    const { before, after } = service.update(id, input, branchesOf(ctx), ctx.state.user?.usuario ?? null);
    // Issue 40: a changed inicioRegistro is audited with its motivo.
    const motivo = before.inicioRegistro !== after.inicioRegistro ? { motivoInicioRegistro: input.motivoInicioRegistro ?? null } : {};
    ctx.state.audit?.('empleados.actualizar', audited(before), { ...audited(after), ...motivo });
    ctx.body = after satisfies Employee;
  });
  router.delete('/employees/:id', forManagers(), scope.employee, (ctx) => {
    const { before, after, changed } = service.deactivate(pathId(ctx.params.id), ctx.state.user?.usuario);
    if (changed) ctx.state.audit?.('empleados.baja', audited(before), audited(after));
    ctx.status = 204;
  });
  router.post('/employees/:id/baja', forManagers(), scope.employee, (ctx) => {
    const id = pathId(ctx.params.id);
    service.get(id); // unknown id: 404 before validating the body
    const input = parseBody(bajaInputSchema, ctx);
    const { before, after } = service.baja(id, input, ctx.state.user?.usuario ?? 'desconocido');
    const baja = after.bajas?.at(-1);
    ctx.state.audit?.('empleados.baja', audited(before), {
      ...audited(after),
      fechaBaja: baja?.fechaBaja,
      motivoBaja: baja?.motivoBaja,
      nota: baja?.nota ?? null,
    });
    ctx.status = 201;
    ctx.body = after satisfies Employee;
  });
  router.post('/employees/:id/reactivate', forManagers(), scope.employee, (ctx) => {
    const { before, after, changed } = service.reactivate(pathId(ctx.params.id));
    if (changed) ctx.state.audit?.('empleados.reactivar', audited(before), audited(after));
    ctx.body = after satisfies Employee;
  });
  return router;
}
