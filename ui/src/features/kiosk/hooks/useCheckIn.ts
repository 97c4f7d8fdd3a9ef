import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChallengeAction, CheckInResult } from '@reloj/contract/attendance';
import type { ErrorCode } from '@reloj/contract/errors';
import { useSendCheckIn, type CheckInFrames } from '../api/checkIn';
import { BURST_FRAMES, CHALLENGE_FRAMES, captureFrames } from '../lib/captureFrames';
import { challengeAsked, describeCheckInFailure, type ChallengeAsked } from '../lib/checkInFailure';
import { randomHex } from '../lib/randomHex';
import { sendUntilAnswered, type ResendTiming } from '../lib/resend';
import { sleep } from '../../../lib/sleep';
import { useMountedRef } from '../../../lib/useMountedRef';
import { kioskText } from '../messages';
import type { KioskTiming } from '../timing';

export type CheckInState =
  | { phase: 'idle' }
  | { phase: 'working' }
  /** The daemon could not be reached: the same request is being sent again. */
  | { phase: 'saving' }
  /** The daemon asked the person to turn the head: the instruction is up while the frames are taken. */
  | { phase: 'challenge'; instruction: string; accion: ChallengeAction }
  | { phase: 'success'; punch: CheckInResult }
  /** `code`: the daemon's error code when it sent one (the failure screen picks what to do next from it). */
  | { phase: 'failure'; message: string; code?: ErrorCode };

/** How a press ended: punched, or refused with the daemon's code (none when no answer or no photo). */
export type CheckInOutcome = { punched: true } | { punched: false; code?: ErrorCode };

type Options = {
  fingerprint: string;
  /** One photo (a JPEG data URL), or null when none could be taken; a burst calls it several times. */
  capture: () => string | null;
  /** Called when the daemon refuses this device (403), so that its approval is checked again. */
  onDeviceRefused: () => void;
  /** Told how every press ended (the kiosk counts unrecognised faces in a row). */
  onOutcome?: (outcome: CheckInOutcome) => void;
  timing: ResendTiming & Pick<KioskTiming, 'successMs' | 'messageMs' | 'burstIntervalMs' | 'challengeLeadMs' | 'challengeIntervalMs'>;
};

/** The camera stopped giving photos in the middle of a burst. */
class CaptureFailed extends Error {}

/**
 * One button press: take a burst of photos (about a second), send it, and when the daemon asks for it show the
 * head-turn instruction, take the frames of the turn and send them; then show who checked in (or why not), and get
 * ready for the next person. A request that cannot reach the daemon is not dropped (lib/resend.ts) while the screen
 * asks the person to stay.
 */
export function useCheckIn({ fingerprint, capture, onDeviceRefused, onOutcome, timing }: Options) {
  const [state, setState] = useState<CheckInState>({ phase: 'idle' });
  const sendCheckIn = useSendCheckIn();
  const busy = useRef(false);
  const mounted = useMountedRef();
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const show = useCallback((next: CheckInState, forMs?: number) => {
    clearTimeout(resetTimer.current);
    setState(next);
    if (forMs !== undefined) resetTimer.current = setTimeout(() => setState({ phase: 'idle' }), forMs);
  }, []);

  const press = useCallback(async () => {
    if (busy.current) return; // a double tap is one press
    const first = capture();
    if (!first) {
      show({ phase: 'failure', message: kioskText.captureFailed }, timing.messageMs);
      onOutcome?.({ punched: false });
      return;
    }
    busy.current = true;
    show({ phase: 'working' });
    const alive = () => mounted.current;

    // A fresh Idempotency-Key per request: the answer to a challenge is a new request, not a resend of the burst.
    const post = (frames: CheckInFrames) => {
      const idempotencyKey = randomHex(16);
      return sendUntilAnswered((timeoutMs) => sendCheckIn({ frames, fingerprint, idempotencyKey, timeoutMs }), {
        timing,
        stillWanted: alive,
        onRetrying: () => show({ phase: 'saving' }),
      });
    };

    const answer = async (challenge: ChallengeAsked) => {
      show({ phase: 'challenge', instruction: challenge.instruction, accion: challenge.accion });
      await sleep(timing.challengeLeadMs); // time to read the instruction before the turn is filmed
      const frames = await captureFrames(capture, { count: CHALLENGE_FRAMES, intervalMs: timing.challengeIntervalMs, stillWanted: alive });
      if (!frames) throw new CaptureFailed();
      show({ phase: 'working' });
      return post({ images: frames, reto: challenge.reto });
    };

    try {
      const rest = await captureFrames(capture, { count: BURST_FRAMES - 1, intervalMs: timing.burstIntervalMs, waitFirst: true, stillWanted: alive });
      if (!rest) throw new CaptureFailed();
      const punch = await post({ images: [first, ...rest] }).catch((error: unknown) => {
        const challenge = challengeAsked(error);
        if (!challenge || !alive()) throw error;
        return answer(challenge);
      });
      if (punch && alive()) {
        show({ phase: 'success', punch }, timing.successMs);
        onOutcome?.({ punched: true });
      }
    } catch (error) {
      if (!alive()) return;
      if (error instanceof CaptureFailed) {
        show({ phase: 'failure', message: kioskText.captureFailed }, timing.messageMs);
        onOutcome?.({ punched: false });
        return;
      }
      const failure = describeCheckInFailure(error);
      show({ phase: 'failure', message: failure.message, code: failure.code }, timing.messageMs);
      onOutcome?.({ punched: false, code: failure.code });
      if (failure.deviceRefused) onDeviceRefused();
    } finally {
      busy.current = false;
    }
  }, [capture, fingerprint, mounted, onDeviceRefused, onOutcome, sendCheckIn, show, timing]);

  const dismiss = useCallback(() => show({ phase: 'idle' }), [show]);
  /** A punch made another way (the número de empleado keypad), shown like a face's. */
  const showPunch = useCallback((punch: CheckInResult) => show({ phase: 'success', punch }, timing.successMs), [show, timing.successMs]);

  return { state, press, dismiss, showPunch };
}
