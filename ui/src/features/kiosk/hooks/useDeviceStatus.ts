import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { DeviceVerification } from '@reloj/contract/devices';
import { ApiError } from '../../../lib/api';
import { DAMAGED_DATABASE_CODE } from '../lib/checkInFailure';
import { verifyDevice } from '../api/verifyDevice';
import { deviceFingerprint, isOwnScreen } from '../lib/fingerprint';
import type { KioskTiming } from '../timing';

/** The product's requirements: initializing, then approved / pending / rejected from the server, or error when the call fails. */
export type DeviceState =
  | { kind: 'initializing' }
  | { kind: 'pending'; code: string }
  /** `nombre` and `sucursal`: what an administrator called this kiosk and where it is, when they did. */
  /** `privacidad`: where a phone on the LAN reads the privacy notice, as the daemon knows it (issue 30). */
  | { kind: 'approved'; code: string; nombre?: string; sucursal?: string; clockNotSynced?: boolean; privacidad?: string }
  | { kind: 'rejected'; code: string }
  /** Issue 26: the daemon answers, but its database is damaged (503 `base_danada`): `message` is its sentence. */
  | { kind: 'damaged'; message?: string; detail?: string }
  | { kind: 'error' };

/** One verification: the state it leaves, this device's fingerprint, and whether the call failed (it is tried again sooner). */
type DeviceCheck = { state: DeviceState; fingerprint: string | null; failed: boolean };

/** The daemon's 503 `base_danada` (it serves nothing else until a backup is restored), or null for any other failure. */
function damagedDatabase(error: unknown): DeviceState | null {
  if (!(error instanceof ApiError) || error.code !== DAMAGED_DATABASE_CODE) return null;
  const detail = error.details?.detalle;
  return { kind: 'damaged', message: error.serverError, detail: typeof detail === 'string' ? detail : undefined };
}

/**
 * A failed background check keeps an approved kiosk's camera on screen: the next check-in reports the lost connection
 * itself, and the clock should not go dark on a momentary hiccup. A damaged database is not a hiccup: it replaces any screen.
 */
function stateAfterFailure(error: unknown, previous: DeviceState | undefined): DeviceState {
  const damaged = damagedDatabase(error);
  if (damaged) return damaged;
  return previous?.kind === 'approved' || previous?.kind === 'error' ? previous : { kind: 'error' };
}

type Timing = Pick<KioskTiming, 'pendingPollMs' | 'errorRetryMs' | 'rejectedPollMs' | 'approvedPollMs' | 'verifyTimeoutMs'>;

const stateOf = (v: DeviceVerification): DeviceState =>
  v.isAuthorized
    ? { kind: 'approved', code: v.code, nombre: v.nombre, sucursal: v.sucursal, clockNotSynced: v.relojSincronizado === false, privacidad: v.privacidad }
    : v.status === 'rejected'
      ? { kind: 'rejected', code: v.code }
      : { kind: 'pending', code: v.code };

const deviceKey = ['kiosk', 'device'] as const;

/**
 * Verifies this device with the daemon and keeps verifying: a pending kiosk every few seconds (so it starts working as
 * soon as an administrator approves it), a failed call after a short pause, a rejected or approved one now and then
 * (each pause counted from the previous answer). `refresh()` verifies again at once (e.g. after a 403 on check-in),
 * leaving aside any answer still on its way. The verification never fails as a query: a failed call is a state.
 */
export function useDeviceStatus(timing: Timing): { state: DeviceState; fingerprint: string | null; refresh: () => void } {
  const { pendingPollMs, errorRetryMs, rejectedPollMs, approvedPollMs, verifyTimeoutMs } = timing;
  const { data, refetch } = useQuery({
    queryKey: deviceKey,
    queryFn: async ({ client }): Promise<DeviceCheck> => {
      const previous = client.getQueryData<DeviceCheck>(deviceKey);
      let fingerprint = previous?.fingerprint ?? null;
      try {
        fingerprint = await deviceFingerprint();
        return { state: stateOf(await verifyDevice(fingerprint, verifyTimeoutMs, isOwnScreen())), fingerprint, failed: false };
      } catch (error) {
        return { state: stateAfterFailure(error, previous?.state), fingerprint, failed: true };
      }
    },
    refetchInterval: ({ state: { data: check } }) => {
      if (!check) return false;
      if (check.failed) return errorRetryMs;
      return check.state.kind === 'approved' ? approvedPollMs : check.state.kind === 'rejected' ? rejectedPollMs : pendingPollMs;
    },
  });
  const refresh = useCallback(() => void refetch(), [refetch]);
  return { state: data?.state ?? { kind: 'initializing' }, fingerprint: data?.fingerprint ?? null, refresh };
}
