import { kioskPost } from './kioskRequest';

export type DeviceStatus = 'pending' | 'approved' | 'rejected';

/** The daemon's answer to POST /api/devices/verify. */
export type DeviceVerification = { isAuthorized: boolean; status: DeviceStatus; code: string };

type RawVerification = { isAuthorized?: unknown; status?: unknown; code?: unknown };

/**
 * POST /api/devices/verify. SPEC.md section 4: approved when isAuthorized is true, otherwise the
 * status the server gives (pending when it gives none).
 */
export async function verifyDevice(fingerprint: string, timeoutMs: number): Promise<DeviceVerification> {
  const raw = await kioskPost<RawVerification>('/api/devices/verify', { fingerprint }, { timeoutMs });
  const isAuthorized = raw.isAuthorized === true;
  const status: DeviceStatus = isAuthorized ? 'approved' : raw.status === 'rejected' ? 'rejected' : 'pending';
  return { isAuthorized, status, code: typeof raw.code === 'string' ? raw.code : '' };
}
