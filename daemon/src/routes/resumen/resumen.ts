import type Router from '@koa/router';
import type { Resumen } from '@reloj/contract/resumen';
import { branchesOf } from '../../middlewares/branchScope.js';
import { forReaders } from '../../middlewares/routeFacts.js';
import type { ResumenService } from '../../services/prenomina/index.js';
import { createRouter } from '../router.js';

/** GET /api/resumen: what needs attention (the panel's home page), of the account's branches; see contract/src/resumen.ts. */
export function resumenRouter(service: ResumenService): Router {
  const router = createRouter();
  router.get('/resumen', forReaders(), (ctx) => {
    ctx.body = service.get({ administrador: ctx.state.user?.rol === 'administrador', sucursales: branchesOf(ctx) }) satisfies Resumen;
  });
  return router;
}
