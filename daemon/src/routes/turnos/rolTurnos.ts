import type Router from '@koa/router';
import { rolTurnosQuerySchema } from '@reloj/contract/rolTurnos';
import { branchesOf } from '../../middlewares/branchScope.js';
import { forReaders } from '../../middlewares/routeFacts.js';
import { parseQuery } from '../../middlewares/validate.js';
import type { RolTurnosService } from '../../services/rolTurnos.js';
import { createRouter } from '../router.js';

/** GET /api/rol-turnos?sucursalId=&desde=&hasta= (issue 41 item 5): the roster, at most 35 days, for every role. */
export function rolTurnosRouter(service: RolTurnosService): Router {
  const router = createRouter();
  router.get('/rol-turnos', forReaders(), (ctx) => {
    ctx.body = service.get(parseQuery(rolTurnosQuerySchema, ctx), branchesOf(ctx));
  });
  return router;
}
