import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckInResult } from '@reloj/contract/attendance';
import { checkIn } from '../api/checkIn';
import { describeCheckInFailure, isRetryable } from '../lib/checkInFailure';
import { randomHex } from '../lib/randomHex';
import { kioskText } from '../messages';
import type { KioskTiming } from '../timing';

export type CheckInState =
  | { phase: 'idle' }
  | { phase: 'working' }
  /** The daemon could not be reached: the same press is being sent again. */
  | { phase: 'saving' }
  | { phase: 'success'; punch: CheckInResult }
  | { phase: 'failure'; message: string };

type Options = {
  fingerprint: string;
  /** The photo to send (a JPEG data URL), or null when none could be taken. */
  capture: () => string | null;
  /** Called when the daemon refuses this device (403), so that its approval is checked again. */
  onDeviceRefused: () => void;
  timing: Pick<KioskTiming, 'successMs' | 'messageMs' | 'checkInTimeoutMs' | 'checkInRetryForMs' | 'checkInRetryDelayMs' | 'checkInRetryMaxDelayMs'>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One button press: take the photo, send it, show who checked in (or why not), then get ready for the
 * next person. A press that cannot reach the daemon is not dropped: the same photo with the same
 * Idempotency-Key is sent again with a growing wait for up to checkInRetryForMs (the daemon stores it
 * once however many copies arrive), while the screen asks the person to stay.
 */
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

  const { successMs, messageMs, checkInTimeoutMs, checkInRetryForMs, checkInRetryDelayMs, checkInRetryMaxDelayMs } = timing;

  const press = useCallback(async () => {
    if (busy.current) return; // a double tap is one press
    const image = capture();
    if (!image) {
      show({ phase: 'failure', message: kioskText.captureFailed }, messageMs);
      return;
    }
    busy.current = true;
    show({ phase: 'working' });
    const idempotencyKey = randomHex(16);
    const giveUpAt = Date.now() + checkInRetryForMs;
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          // A resend may not outlast the minute by much (at least a second to get an answer).
          const timeoutMs = attempt === 0 ? checkInTimeoutMs : Math.min(checkInTimeoutMs, Math.max(giveUpAt - Date.now(), 1_000));
          const punch = await checkIn(image, { fingerprint, idempotencyKey, timeoutMs });
          if (mounted.current) show({ phase: 'success', punch }, successMs);
          return;
        } catch (error) {
          if (!mounted.current) return;
          const delayMs = Math.min(checkInRetryMaxDelayMs, checkInRetryDelayMs * 2 ** attempt);
          if (isRetryable(error) && Date.now() + delayMs < giveUpAt) {
            show({ phase: 'saving' });
            await sleep(delayMs);
            if (!mounted.current) return;
            continue;
          }
          const failure = describeCheckInFailure(error);
          show({ phase: 'failure', message: failure.message }, messageMs);
          if (failure.deviceRefused) onDeviceRefused();
          return;
        }
      }
    } finally {
      busy.current = false;
    }
  }, [capture, fingerprint, onDeviceRefused, show, successMs, messageMs, checkInTimeoutMs, checkInRetryForMs, checkInRetryDelayMs, checkInRetryMaxDelayMs]);

  const dismiss = useCallback(() => show({ phase: 'idle' }), [show]);

  return { state, press, dismiss };
}
