import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { publicRoute } from '../../middlewares/routeFacts.js';
import type { AppDeps } from '../../app.js';
import { shortMachineId } from '../../system/machineId.js';
import { version } from '../../version.js';

/** GET /api/health: no auth; used by the kiosk script and the technician. */
export function healthRouter(deps: AppDeps): Router {
  const router = createRouter();
  router.get('/health', publicRoute(), (ctx) => {
    let db: 'ok' | 'error' = 'ok';
    try {
      deps.db.prepare('SELECT 1').get();
    } catch {
      db = 'error';
    }
    const face = deps.faceStatus?.() ?? { status: 'error' as const, reason: 'Motor facial no cargado.' };
    ctx.status = db === 'ok' ? 200 : 503;
    ctx.body = {
      ok: db === 'ok',
      version,
      machineId: shortMachineId(),
      db,
      faceEngine: face.status,
      ...(face.status === 'error' ? { faceEngineError: face.reason } : {}),
    };
  });
  return router;
}
