import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { checkIn, type Punch } from '../api/checkIn';
import { describeCheckInFailure } from '../lib/checkInFailure';
import { randomHex } from '../lib/randomHex';
import { kioskText } from '../messages';
import type { KioskTiming } from '../timing';

export type CheckInState =
  | { phase: 'idle' }
  | { phase: 'working' }
  | { phase: 'success'; punch: Punch }
  | { phase: 'failure'; message: string; hint?: string };

type Options = {
  fingerprint: string;
  /** The photo to send (a JPEG data URL), or null when none could be taken. */
  capture: () => string | null;
  /** Called when the daemon refuses this device (403), so that its approval is checked again. */
  onDeviceRefused: () => void;
  timing: Pick<KioskTiming, 'successMs' | 'messageMs' | 'checkInTimeoutMs'>;
};

/** A lost connection is retried once with the same Idempotency-Key: the daemon stores that press once. */
const RETRY_AFTER_MS = 1_000;

/** One button press: take the photo, send it, show who checked in (or why not), then get ready for the next person. */
export function useCheckIn({ fingerprint, capture, onDeviceRefused, timing }: Options) {
  const [state, setState] = useState<CheckInState>({ phase: 'idle' });
  const busy = useRef(false);
  const mounted = useRef(true);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(resetTimer.current);
    };
  }, []);

  const show = useCallback((next: CheckInState, forMs?: number) => {
    clearTimeout(resetTimer.current);
    setState(next);
    if (forMs !== undefined) resetTimer.current = setTimeout(() => setState({ phase: 'idle' }), forMs);
  }, []);

  const press = useCallback(async () => {
    if (busy.current) return; // a double tap is one press
    const image = capture();
    if (!image) {
      show({ phase: 'failure', message: kioskText.captureFailed }, timing.messageMs);
      return;
    }
    busy.current = true;
    show({ phase: 'working' });
    const idempotencyKey = randomHex(16);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const punch = await checkIn(image, { fingerprint, idempotencyKey, timeoutMs: timing.checkInTimeoutMs });
          if (mounted.current) show({ phase: 'success', punch }, timing.successMs);
          return;
        } catch (error) {
          if (error instanceof ApiError && error.status === 0 && attempt === 0) {
            await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
            continue;
          }
          const failure = describeCheckInFailure(error);
          if (!mounted.current) return;
          show({ phase: 'failure', message: failure.message, hint: failure.hint }, timing.messageMs);
          if (failure.deviceRefused) onDeviceRefused();
          return;
        }
      }
    } finally {
      busy.current = false;
    }
  }, [capture, fingerprint, onDeviceRefused, show, timing.checkInTimeoutMs, timing.messageMs, timing.successMs]);

  const dismiss = useCallback(() => show({ phase: 'idle' }), [show]);

  return { state, press, dismiss };
}
