import { useCallback, useEffect, useState } from 'react';
import type { DeviceVerification } from '@reloj/contract/devices';
import { ApiError } from '../../../lib/api';
import { DAMAGED_DATABASE_CODE } from '../lib/checkInFailure';
import { verifyDevice } from '../api/verifyDevice';
import { deviceFingerprint, isOwnScreen } from '../lib/fingerprint';
import type { KioskTiming } from '../timing';

/** SPEC.md section 4: initializing, then approved / pending / rejected from the server, or error when the call fails. */
export type DeviceState =
  | { kind: 'initializing' }
  | { kind: 'pending'; code: string }
  /** `nombre` and `sucursal`: what an administrator called this kiosk and where it is, when they did. */
  | { kind: 'approved'; code: string; nombre?: string; sucursal?: string; clockNotSynced?: boolean }
  | { kind: 'rejected'; code: string }
  /** Issue 26: the daemon answers, but its database is damaged (503 `base_danada`): `message` is its sentence. */
  | { kind: 'damaged'; message?: string; detail?: string }
  | { kind: 'error' };

/** The daemon's 503 `base_danada` (it serves nothing else until a backup is restored), or null for any other failure. */
function damagedDatabase(error: unknown): DeviceState | null {
  if (!(error instanceof ApiError) || error.code !== DAMAGED_DATABASE_CODE) return null;
  const detail = error.details?.detalle;
  return { kind: 'damaged', message: error.serverError, detail: typeof detail === 'string' ? detail : undefined };
}

type Timing = Pick<KioskTiming, 'pendingPollMs' | 'errorRetryMs' | 'rejectedPollMs' | 'approvedPollMs' | 'verifyTimeoutMs'>;

const stateOf = (v: DeviceVerification): DeviceState =>
  v.isAuthorized
    ? { kind: 'approved', code: v.code, nombre: v.nombre, sucursal: v.sucursal, clockNotSynced: v.relojSincronizado === false }
    : v.status === 'rejected'
      ? { kind: 'rejected', code: v.code }
      : { kind: 'pending', code: v.code };

/**
 * Verifies this device with the daemon and keeps verifying: a pending kiosk every few seconds (so it
 * starts working as soon as an administrator approves it), a failed call after a short pause, a
 * rejected or approved one now and then. `refresh()` verifies again at once (e.g. after a 403 on check-in).
 *
 * A background re-check that fails while approved keeps the camera on screen: the next check-in
 * reports the lost connection itself, and the clock should not go dark on a momentary hiccup. A daemon that says its
 * database is damaged is not a hiccup: that replaces any screen, and the checks go on until it is fixed.
 */
export function useDeviceStatus(timing: Timing): { state: DeviceState; fingerprint: string | null; refresh: () => void } {
  const [state, setState] = useState<DeviceState>({ kind: 'initializing' });
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const { pendingPollMs, errorRetryMs, rejectedPollMs, approvedPollMs, verifyTimeoutMs } = timing;

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const verifyOnce = async () => {
      let delay: number;
      try {
        const fp = await deviceFingerprint();
        if (cancelled) return;
        setFingerprint(fp);
        const verification = await verifyDevice(fp, verifyTimeoutMs, isOwnScreen());
        if (cancelled) return;
        const next = stateOf(verification);
        setState((previous) => (sameState(previous, next) ? previous : next));
        delay = { pending: pendingPollMs, approved: approvedPollMs, rejected: rejectedPollMs }[verification.status];
      } catch (error) {
        if (cancelled) return;
        const damaged = damagedDatabase(error);
        setState((previous) => {
          if (damaged) return sameState(previous, damaged) ? previous : damaged;
          return previous.kind === 'approved' || previous.kind === 'error' ? previous : { kind: 'error' };
        });
        delay = errorRetryMs;
      }
      timer = setTimeout(() => void verifyOnce(), delay);
    };

    void verifyOnce();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [round, pendingPollMs, errorRetryMs, rejectedPollMs, approvedPollMs, verifyTimeoutMs]);

  const refresh = useCallback(() => setRound((r) => r + 1), []);
  return { state, fingerprint, refresh };
}

function sameState(a: DeviceState, b: DeviceState): boolean {
  const name = (s: DeviceState) =>
    s.kind === 'approved' ? `${s.nombre ?? ''}|${s.sucursal ?? ''}|${s.clockNotSynced === true}` : s.kind === 'damaged' ? `${s.message ?? ''}|${s.detail ?? ''}` : '';
  return a.kind === b.kind && ('code' in a ? a.code : '') === ('code' in b ? b.code : '') && name(a) === name(b);
}
