import { forReaders } from '../../middlewares/routeFacts.js';
import type Router from '@koa/router';
import { parseBody } from '../../middlewares/validate.js';
import type { PeriodosService } from '../../services/prenomina/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';
import { periodoCerrarSchema, periodoInputSchema, periodoReabrirSchema, type Periodo } from '@reloj/contract/periodos';

/**
 * GET /api/periodos, POST /api/periodos {desde, hasta}, POST /api/periodos/{id}/cerrar {anticipado?} (freezes the figures),
 * POST /api/periodos/{id}/reabrir {motivo} (administrador: opens a closed period again, its close kept as a version).
 */
export function periodosRouter(periodos: PeriodosService): Router {
  const router = createRouter();

  router.get('/periodos', forReaders(), (ctx) => {
    ctx.body = periodos.list() satisfies Periodo[];
  });

  router.post('/periodos', (ctx) => {
    const created = periodos.create(parseBody(periodoInputSchema, ctx), ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('periodos.crear', null, created);
    ctx.status = 201;
    ctx.body = created satisfies Periodo;
  });

  router.post('/periodos/:id/cerrar', (ctx) => {
    const id = pathId(ctx.params.id);
    const { anticipado } = parseBody(periodoCerrarSchema, ctx);
    const { before, after } = periodos.close(id, ctx.state.user?.usuario ?? 'desconocido', { anticipado });
    ctx.state.audit?.('periodos.cerrar', before, after);
    ctx.body = after satisfies Periodo;
  });

  router.post('/periodos/:id/reabrir', (ctx) => {
    const id = pathId(ctx.params.id);
    const { motivo } = parseBody(periodoReabrirSchema, ctx);
    const { before, after } = periodos.reopen(id, motivo, ctx.state.user?.usuario ?? 'desconocido');
    ctx.state.audit?.('periodos.reabrir', before, { ...after, motivo });
    ctx.body = after satisfies Periodo;
  });

  return router;
}
