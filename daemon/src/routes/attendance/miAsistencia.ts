import type Router from '@koa/router';
import { MI_ASISTENCIA_HEADER, solicitudInputSchema, type MiAsistencia, type Solicitud } from '@reloj/contract/solicitudes';
import type { Context } from 'koa';
import { kioskDevice } from '../../middlewares/kioskDevice.js';
import { parseBody } from '../../middlewares/validate.js';
import type { DeviceService } from '../../services/devices/index.js';
import type { SolicitudesRoom } from '../../services/solicitudes/index.js';
import { createRouter } from '../router.js';

/**
 * Issue 43, at the kiosk: GET /api/kiosk/mi-asistencia, POST /api/kiosk/mi-asistencia/cerrar and POST
 * /api/kiosk/solicitudes. An approved kiosk (its usual X-Device-Fingerprint) with the token its last punch answered
 * (X-Mi-Asistencia); without a valid one of this kiosk, 401 and nothing else.
 */
export function miAsistenciaRouter(devices: Pick<DeviceService, 'requireApproved'>, room: SolicitudesRoom): Router {
  const router = createRouter();
  const token = (ctx: Context) => ctx.get(MI_ASISTENCIA_HEADER) || undefined;

  router.get('/kiosk/mi-asistencia', kioskDevice(devices), (ctx) => {
    const sesion = room.sesiones.use(ctx.state.device!.id, token(ctx));
    ctx.body = room.vista(sesion) satisfies MiAsistencia;
  });

  router.post('/kiosk/mi-asistencia/cerrar', kioskDevice(devices), (ctx) => {
    room.sesiones.close(ctx.state.device!.id, token(ctx));
    ctx.status = 204;
  });

  router.post('/kiosk/solicitudes', kioskDevice(devices), (ctx) => {
    const sesion = room.sesiones.use(ctx.state.device!.id, token(ctx));
    const input = parseBody(solicitudInputSchema, ctx);
    ctx.status = 201;
    ctx.body = room.create(sesion, input) satisfies Solicitud;
  });

  return router;
}
