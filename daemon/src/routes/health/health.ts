import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { publicRoute } from '../../middlewares/routeFacts.js';
import type { HealthService } from '../../services/health/index.js';
import type { Health } from '@reloj/contract/health';

/** GET /api/health: no auth; used by the kiosk script and the technician. */
export function healthRouter(health: HealthService): Router {
  const router = createRouter();
  router.get('/health', publicRoute(), (ctx) => {
    const report = health.check() satisfies Health;
    ctx.status = report.ok ? 200 : 503;
    ctx.body = report;
  });
  return router;
}
