import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { publicRoute } from '../../middlewares/routeFacts.js';
import type { RelojService } from '../../services/reloj/index.js';
import type { Reloj } from '@reloj/contract/reloj';

/** GET /api/reloj: no auth (the kiosk reads it before any session); the box's date, time and zone. */
export function relojRouter(reloj: RelojService): Router {
  const router = createRouter();
  router.get('/reloj', publicRoute(), (ctx) => {
    ctx.body = reloj.read() satisfies Reloj;
  });
  return router;
}
