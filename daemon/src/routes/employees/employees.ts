import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { pathId } from '../pathId.js';
import type { AppDeps } from '../../app.js';
import { localDate } from '../../lib/dates.js';
import { parseOrThrow } from '../../middlewares/validate.js';
import { employeeService } from '../../services/employees.js';
import { employeeBodySchema, employeeListQuerySchema } from './schema.js';

/**
 * GET/POST /api/employees, GET/PUT/DELETE /api/employees/:id, POST /api/employees/:id/reactivate.
 * DELETE deactivates (204); see services/employees.ts for the salary, bono and idempotency rules.
 */
export function employeesRouter(deps: AppDeps): Router {
  const router = createRouter();
  const service = employeeService(deps.db, deps.clock, () => deps.faces);
  const today = () => localDate(deps.clock.now(), deps.config.timeZone);
  const createSchema = employeeBodySchema(today);
  const updateSchema = employeeBodySchema(today, { salarioDiarioAlias: true });

  router.get('/employees', (ctx) => {
    ctx.body = service.list(parseOrThrow(employeeListQuerySchema, ctx.query));
  });
  router.get('/employees/:id', (ctx) => {
    ctx.body = service.get(pathId(ctx.params.id));
  });
  router.post('/employees', (ctx) => {
    const created = service.create(parseOrThrow(createSchema, ctx.request.body));
    ctx.state.audit?.('empleados.crear', null, created);
    ctx.status = 201;
    ctx.body = created;
  });
  router.put('/employees/:id', (ctx) => {
    const id = pathId(ctx.params.id);
    service.get(id); // unknown id: 404 before validating the body
    const { before, after } = service.update(id, parseOrThrow(updateSchema, ctx.request.body));
    ctx.state.audit?.('empleados.actualizar', before, after);
    ctx.body = after;
  });
  router.delete('/employees/:id', (ctx) => {
    const { before, after, changed } = service.deactivate(pathId(ctx.params.id));
    if (changed) ctx.state.audit?.('empleados.baja', before, after);
    ctx.status = 204;
  });
  router.post('/employees/:id/reactivate', async (ctx) => {
    const { before, after, changed } = await service.reactivate(pathId(ctx.params.id));
    if (changed) ctx.state.audit?.('empleados.reactivar', before, after);
    ctx.body = after;
  });
  return router;
}
