import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { forReaders, publicRoute } from '../../middlewares/routeFacts.js';
import { branchesOf } from '../../middlewares/branchScope.js';
import { inBranches } from '../../lib/branches.js';
import { pathId } from '../pathId.js';
import { parseBody } from '../../middlewares/validate.js';
import type { DeviceService } from '../../services/devices.js';
import { deviceUpdateSchema, verifyRequestSchema, type Device, type DeviceVerification } from '@reloj/contract/devices';

/** POST /api/devices/verify (kiosk, no session); the rest is the administrator's 'Dispositivos' screen. */
export function devicesRouter(devices: DeviceService): Router {
  const router = createRouter();

  router.post('/devices/verify', publicRoute(), (ctx) => {
    const { fingerprint, pantallaDelEquipo } = parseBody(verifyRequestSchema, ctx);
    ctx.body = devices.verify(fingerprint, ctx.req.socket.remoteAddress, pantallaDelEquipo === true) satisfies DeviceVerification;
  });

  // Read by every role; an account limited to some branches sees the kiosks assigned to them.
  router.get('/devices', forReaders(), (ctx) => {
    const branches = branchesOf(ctx);
    ctx.body = devices.list().filter((d) => inBranches(branches, d.sucursalId ?? undefined)) satisfies Device[];
  });

  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    router.post(`/devices/:id/${action}`, (ctx) => {
      const { before, after } = devices.decide(pathId(ctx.params.id), status, ctx.state.user?.usuario ?? '');
      ctx.state.audit?.(`dispositivos.${status === 'approved' ? 'aprobar' : 'rechazar'}`, before, after);
      ctx.body = after satisfies Device;
    });
  }

  router.put('/devices/:id', (ctx) => {
    const id = pathId(ctx.params.id);
    devices.get(id);
    const { before, after } = devices.update(id, parseBody(deviceUpdateSchema, ctx));
    ctx.state.audit?.('dispositivos.actualizar', before, after);
    ctx.body = after satisfies Device;
  });

  router.delete('/devices/:id', (ctx) => {
    const before = devices.remove(pathId(ctx.params.id));
    ctx.state.audit?.('dispositivos.borrar', before, null);
    ctx.status = 204;
  });

  return router;
}
