import type Router from '@koa/router';
import { encuadreRequestSchema, type Encuadre } from '@reloj/contract/encuadre';
import { kioskDevice } from '../../middlewares/kioskDevice.js';
import { parseBody } from '../../middlewares/validate.js';
import type { DeviceService } from '../../services/devices/index.js';
import type { FramingService } from '../../services/faces/index.js';
import { createRouter } from '../router.js';

/** POST /api/attendance/encuadre {image}: an approved kiosk's guidance frame (ordinary 100 KB JSON body; stores nothing). */
export function encuadreRouter(devices: DeviceService, framing: FramingService): Router {
  const router = createRouter();
  router.post('/attendance/encuadre', kioskDevice(devices), async (ctx) => {
    const { image } = parseBody(encuadreRequestSchema, ctx);
    ctx.body = (await framing.assess(ctx.state.device!.id, image)) satisfies Encuadre;
  });
  return router;
}
