import type Router from '@koa/router';
import { rolTurnosQuerySchema } from '@reloj/contract/rolTurnos';
import type { RolTurnos } from '@reloj/contract/turnos';
import { branchesOf } from '../../middlewares/branchScope.js';
import { forReaders } from '../../middlewares/routeFacts.js';
import { parseQuery } from '../../middlewares/validate.js';
import type { RolTurnosService, RolTurnosArchivoService } from '../../services/turnos/index.js';
import { sendDownload } from '../download.js';
import { createRouter } from '../router.js';

/**
 * GET /api/rol-turnos?sucursalId=&desde=&hasta= (issue 41 item 5): the roster, at most 35 days, for every role;
 * formato=pdf the page to print, formato=xlsx the workbook.
 */
export function rolTurnosRouter(service: RolTurnosService, archivos: RolTurnosArchivoService): Router {
  const router = createRouter();
  router.get('/rol-turnos', forReaders(), async (ctx) => {
    const { formato, ...query } = parseQuery(rolTurnosQuerySchema, ctx);
    if (formato) sendDownload(ctx, await archivos.archivo(query, formato, branchesOf(ctx), ctx.state.user?.usuario ?? 'desconocido'), 'rol_turnos.descargar');
    else ctx.body = service.get(query, branchesOf(ctx)) satisfies RolTurnos;
  });
  return router;
}
