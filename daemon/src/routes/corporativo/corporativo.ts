import type Router from '@koa/router';
import type { CorporativoEstado } from '@reloj/contract/eventos';
import type { CorporativoService } from '../../corporativo/service.js';
import { createRouter } from '../router.js';

/** GET /api/corporativo: 'Sucursal conectada' on the panel (administrators only: nothing declared). */
export function corporativoRouter(service: CorporativoService): Router {
  const router = createRouter();
  router.get('/corporativo', async (ctx) => {
    ctx.body = (await service.estado()) satisfies CorporativoEstado;
  });
  return router;
}
