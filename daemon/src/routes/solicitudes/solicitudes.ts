import type Router from '@koa/router';
import { rechazoSchema, solicitudesQuerySchema, type Solicitud, type SolicitudAprobada } from '@reloj/contract/solicitudes';
import { branchesOf } from '../../middlewares/branchScope.js';
import { forManagers, forReaders, markRoute } from '../../middlewares/routeFacts.js';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import { solicitudNotFound } from '../../errors.js';
import { inBranches } from '../../lib/branches.js';
import type { SolicitudesRoom } from '../../services/solicitudes/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/**
 * Issue 43, 'Solicitudes' in the panel: GET /api/solicitudes?estado= (every role, of their branches),
 * POST /api/solicitudes/{id}/aprobar and /rechazar {motivo} (administrador, and the gerente of the employee's branch;
 * another branch's request is a 404 like a missing one).
 */
export function solicitudesRouter(room: SolicitudesRoom): Router {
  const router = createRouter();
  const scoped = markRoute('scoped', (ctx, next) => {
    if (!inBranches(branchesOf(ctx), room.branchOf(pathId((ctx.params as { id?: string }).id)))) throw solicitudNotFound();
    return next();
  });
  const usuario = (ctx: { state: { user?: { usuario: string } } }) => ctx.state.user?.usuario ?? 'desconocido';

  router.get('/solicitudes', forReaders(), (ctx) => {
    const { estado } = parseQuery(solicitudesQuerySchema, ctx);
    ctx.body = room.list(estado, branchesOf(ctx)) satisfies Solicitud[];
  });

  router.post('/solicitudes/:id/aprobar', forManagers(), scoped, (ctx) => {
    const { antes, despues, aplicado } = room.approve(pathId(ctx.params.id), usuario(ctx), branchesOf(ctx));
    // What an administrator's hand would have recorded, then the answer.
    for (const incidencia of aplicado.incidencias) ctx.state.audit?.('incidencias.crear', null, incidencia);
    for (const checada of aplicado.checadas) ctx.state.audit?.('checadas.manual', null, checada);
    ctx.state.audit?.('solicitudes.aprobar', antes, despues);
    ctx.body = { ...despues, aplicado } satisfies SolicitudAprobada;
  });

  router.post('/solicitudes/:id/rechazar', forManagers(), scoped, (ctx) => {
    const { motivo } = parseBody(rechazoSchema, ctx);
    const { antes, despues } = room.reject(pathId(ctx.params.id), motivo, usuario(ctx), branchesOf(ctx));
    ctx.state.audit?.('solicitudes.rechazar', antes, despues);
    ctx.body = despues satisfies Solicitud;
  });

  return router;
}
