import type Router from '@koa/router';
import { intentosSuplantacionQuerySchema, type IntentoSuplantacion } from '@reloj/contract/suplantacion';
import { branchesOf, type BranchScope } from '../../middlewares/branchScope.js';
import { forManagers } from '../../middlewares/routeFacts.js';
import { parseQuery } from '../../middlewares/validate.js';
import type { IntentosSuplantacionService } from '../../services/suplantacion/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/**
 * Issue 45 item 4, with the rules of punch photos (routes/attendance/attendance.ts): GET /api/intentos-suplantacion
 * (administrador: every branch; gerente: theirs; consulta: 403) and GET /api/intentos-suplantacion/:id/foto (another
 * branch's is 404).
 */
export function intentosSuplantacionRouter(service: IntentosSuplantacionService, scope: BranchScope): Router {
  const router = createRouter();

  router.get('/intentos-suplantacion', forManagers(), (ctx) => {
    const query = parseQuery(intentosSuplantacionQuerySchema, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = service.list(query, branchesOf(ctx)) satisfies IntentoSuplantacion[];
  });

  router.get('/intentos-suplantacion/:id/foto', forManagers(), scope.intentoSuplantacion, (ctx) => {
    const photo = service.photo(pathId(ctx.params.id));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'image/jpeg';
    ctx.body = photo;
  });

  return router;
}
