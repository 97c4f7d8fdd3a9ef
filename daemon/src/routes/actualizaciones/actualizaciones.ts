import type Router from '@koa/router';
import { paqueteIdParamsSchema, type Actualizaciones, type InstalacionSolicitada, type PaquetePreparado } from '@reloj/contract/actualizaciones';
import { updateNotStaged } from '../../errors.js';
import { bundleUploadBody } from '../../middlewares/body.js';
import type { ActualizacionesService } from '../../services/actualizaciones/index.js';
import { createRouter } from '../router.js';

/**
 * 'Sistema' → 'Actualizaciones' (administrators only, as every route that declares no other access):
 * GET /api/actualizaciones, POST /api/actualizaciones/paquete (the bundle as application/octet-stream; whatever else
 * is sent is refused as not a bundle) and POST /api/actualizaciones/paquete/:id/instalar (202, for the root updater).
 */
export function actualizacionesRouter(actualizaciones: ActualizacionesService): Router {
  const router = createRouter();

  router.get('/actualizaciones', (ctx) => {
    ctx.body = actualizaciones.info() satisfies Actualizaciones;
  });

  router.post('/actualizaciones/paquete', bundleUploadBody(), async (ctx) => {
    ctx.body = (await actualizaciones.upload(ctx.req)) satisfies PaquetePreparado;
  });

  router.post('/actualizaciones/paquete/:id/instalar', async (ctx) => {
    const id = paqueteIdParamsSchema.safeParse(ctx.params).data?.id;
    if (!id) throw updateNotStaged();
    const { clave, anterior, ...answer } = await actualizaciones.install(id);
    ctx.state.audit?.('actualizaciones.solicitar', { version: anterior }, { version: answer.version, clave });
    ctx.status = 202;
    ctx.body = answer satisfies InstalacionSolicitada;
  });

  return router;
}
