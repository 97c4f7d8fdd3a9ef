import { DEVICE_FINGERPRINT_HEADER } from '@reloj/contract/devices';
import type { Middleware } from 'koa';
import type { DeviceRow } from '../db/repositories/devices.js';
import { markRoute } from './routeFacts.js';

declare module 'koa' {
  interface DefaultState {
    /** The approved kiosk behind a kiosk route (see kioskDevice). */
    device?: DeviceRow;
  }
}

/** Declares a kiosk route: only an approved device (header X-Device-Fingerprint) gets past; no admin session needed. */
export const kioskDevice = (devices: { requireApproved(fingerprint: string | undefined): DeviceRow }): Middleware =>
  markRoute('kiosk', (ctx, next) => {
    ctx.state.device = devices.requireApproved(ctx.get(DEVICE_FINGERPRINT_HEADER) || undefined);
    return next();
  });
