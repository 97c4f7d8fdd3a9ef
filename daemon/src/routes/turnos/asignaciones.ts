import type Router from '@koa/router';
import {
  asignacionMasivaSchema,
  asignacionPayloadSchema,
  cambioTurnoPayloadSchema,
  type Asignacion,
  type AsignacionesCreadas,
  type CambioTurnoCreado,
} from '@reloj/contract/turnos';
import { cambioTurnoNotFound } from '../../errors.js';
import { inBranches } from '../../lib/branches.js';
import { branchesOf, type BranchScope } from '../../middlewares/branchScope.js';
import { forManagers, forReaders, markRoute } from '../../middlewares/routeFacts.js';
import { parseBody } from '../../middlewares/validate.js';
import type { AsignacionesService } from '../../services/turnos/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

const usuarioOf = (ctx: { state: { user?: { usuario: string } } }) => ctx.state.user?.usuario ?? 'desconocido';

/**
 * Issue 41 items 3-4, for administrators and for gerentes over their branches' employees:
 * GET/POST /api/employees/{id}/asignaciones, POST /api/asignaciones (several employees, one audit entry),
 * POST /api/cambios-turno and DELETE /api/cambios-turno/{id} (a swap's two rows together).
 */
export function asignacionesRouter(service: AsignacionesService, scope: BranchScope): Router {
  const router = createRouter();

  // A change of another branch's employee (either one of a swap) is as unknown to a gerente as a missing one.
  const cambioScope = markRoute('scoped', (ctx, next) => {
    const branches = branchesOf(ctx);
    if (branches !== null) {
      const sucursales = service.cambioSucursales(pathId((ctx.params as { id?: string }).id));
      if (sucursales.length === 0 || !sucursales.every((s) => inBranches(branches, s))) throw cambioTurnoNotFound();
    }
    return next();
  });

  router.get('/employees/:id/asignaciones', forReaders(), scope.employee, (ctx) => {
    ctx.body = service.list(pathId(ctx.params.id)) satisfies Asignacion[];
  });
  router.post('/employees/:id/asignaciones', forManagers(), scope.employee, (ctx) => {
    const id = pathId(ctx.params.id);
    service.list(id); // unknown employee: 404 before validating the body
    const created = service.assignOne(id, parseBody(asignacionPayloadSchema, ctx), usuarioOf(ctx));
    ctx.state.audit?.('asignaciones.registrar', null, created);
    ctx.status = 201;
    ctx.body = created satisfies Asignacion;
  });
  router.post('/asignaciones', forManagers(), (ctx) => {
    const input = parseBody(asignacionMasivaSchema, ctx);
    input.empleadoIds.forEach((id, i) => scope.requireEmployee(ctx, id, `empleadoIds.${i}`));
    const created = service.assignMany(input.empleadoIds, input, usuarioOf(ctx));
    ctx.state.audit?.('asignaciones.registrar', null, {
      turnoId: input.turnoId ?? null,
      rolId: input.rolId ?? null,
      vigenteDesde: input.vigenteDesde,
      empleadoIds: created.map((a) => a.empleadoId),
      asignaciones: created.map((a) => a.id),
    });
    ctx.status = 201;
    ctx.body = { asignaciones: created } satisfies AsignacionesCreadas;
  });

  router.post('/cambios-turno', forManagers(), (ctx) => {
    const input = parseBody(cambioTurnoPayloadSchema, ctx);
    scope.requireEmployee(ctx, input.empleadoId, 'empleadoId');
    if (input.conEmpleadoId != null) scope.requireEmployee(ctx, input.conEmpleadoId, 'conEmpleadoId');
    const created = service.createCambio(input, usuarioOf(ctx));
    const { pareja, ...row } = created;
    ctx.state.audit?.('cambios_turno.crear', null, pareja ? { ...row, pareja } : row);
    ctx.status = 201;
    ctx.body = created satisfies CambioTurnoCreado;
  });
  router.delete('/cambios-turno/:id', forManagers(), cambioScope, (ctx) => {
    const removed = service.removeCambio(pathId(ctx.params.id));
    ctx.state.audit?.('cambios_turno.borrar', removed.length === 1 ? removed[0] : { cambios: removed }, null);
    ctx.status = 204;
  });
  return router;
}
