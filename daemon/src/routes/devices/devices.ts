import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { forReaders, publicRoute } from '../../middlewares/routeFacts.js';
import { branchesOf } from '../../middlewares/branchScope.js';
import { inBranches } from '../../lib/branches.js';
import { pathId } from '../pathId.js';
import { privacyAddress } from '../../lib/lanAddresses.js';
import { parseBody } from '../../middlewares/validate.js';
import type { DeviceService } from '../../services/devices/index.js';
import { deviceApproveSchema, deviceUpdateSchema, verifyRequestSchema, type Device, type DeviceVerification } from '@reloj/contract/devices';

/** POST /api/devices/verify (kiosk, no session); the rest is the administrator's 'Dispositivos' screen. */
export function devicesRouter(
  devices: DeviceService,
  ports: { httpsPort: () => number | undefined; port: number } = { httpsPort: () => undefined, port: 3001 },
): Router {
  const router = createRouter();

  router.post('/devices/verify', publicRoute(), (ctx) => {
    const { fingerprint, pantallaDelEquipo } = parseBody(verifyRequestSchema, ctx);
    const verification = devices.verify(fingerprint, ctx.req.socket.remoteAddress, pantallaDelEquipo === true);
    // An approved kiosk also learns where a phone on the LAN reads the privacy notice (issue 30).
    ctx.body = (
      verification.isAuthorized ? { ...verification, privacidad: privacyAddress(ports.httpsPort(), ports.port) } : verification
    ) satisfies DeviceVerification;
  });

  // Read by every role; an account limited to some branches sees the kiosks assigned to them.
  router.get('/devices', forReaders(), (ctx) => {
    const branches = branchesOf(ctx);
    ctx.body = devices.list().filter((d) => inBranches(branches, d.sucursalId ?? undefined)) satisfies Device[];
  });

  // Approving may name the kiosk and assign its branch in the same step ({nombre?, sucursalId?}, the rules of PUT).
  router.post('/devices/:id/approve', (ctx) => {
    const id = pathId(ctx.params.id);
    devices.get(id);
    const { before, after } = devices.approve(id, ctx.state.user?.usuario ?? '', parseBody(deviceApproveSchema, ctx));
    ctx.state.audit?.('dispositivos.aprobar', before, after);
    ctx.body = after satisfies Device;
  });

  router.post('/devices/:id/reject', (ctx) => {
    const { before, after } = devices.decide(pathId(ctx.params.id), 'rejected', ctx.state.user?.usuario ?? '');
    ctx.state.audit?.('dispositivos.rechazar', before, after);
    ctx.body = after satisfies Device;
  });

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
