import type { DeviceStatus, DeviceVerification } from '@reloj/contract/devices';
import { request } from '../../../lib/api';

/**
 * POST /api/devices/verify {fingerprint}. The product's requirements: approved when isAuthorized is true, otherwise the
 * status the server gives (pending when it gives none); a missing code reads as none. `ownScreen`: the box's own
 * kiosk launcher opened this page (the daemon may then approve it by itself; see lib/fingerprint).
 */
export async function verifyDevice(fingerprint: string, timeoutMs: number, ownScreen = false): Promise<DeviceVerification> {
  const body = ownScreen ? { fingerprint, pantallaDelEquipo: true } : { fingerprint };
  const raw = await request<Partial<Record<keyof DeviceVerification, unknown>>>('POST', '/api/devices/verify', body, { timeoutMs });
  const isAuthorized = raw.isAuthorized === true;
  const status: DeviceStatus = isAuthorized ? 'approved' : raw.status === 'rejected' ? 'rejected' : 'pending';
  const verification: DeviceVerification = { isAuthorized, status, code: typeof raw.code === 'string' ? raw.code : '' };
  // An approved kiosk's name and branch, once an administrator gave them (older daemons send neither).
  if (typeof raw.nombre === 'string' && raw.nombre) verification.nombre = raw.nombre;
  if (typeof raw.sucursal === 'string' && raw.sucursal) verification.sucursal = raw.sucursal;
  if (raw.relojSincronizado === false) verification.relojSincronizado = false;
  // Where a phone on the LAN reads the privacy notice (issue 30); an older daemon sends none.
  if (typeof raw.privacidad === 'string' && raw.privacidad) verification.privacidad = raw.privacidad;
  return verification;
}
