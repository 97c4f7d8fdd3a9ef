import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChallengeAction, CheckInResult } from '@reloj/contract/attendance';
import type { ErrorCode } from '@reloj/contract/errors';
import { useSendCheckIn, type CheckInFrames } from '../api/checkIn';
import { BURST_FRAMES, CHALLENGE_FRAMES, captureFrames } from '../lib/captureFrames';
import { challengeAsked, describeCheckInFailure, salidaTooSoon, type ChallengeAsked } from '../lib/checkInFailure';
import { ownPunch } from '../lib/ownPunch';
import { randomHex } from '../lib/randomHex';
import { sendUntilAnswered, type ResendTiming } from '../lib/resend';
import { sleep } from '../../../lib/sleep';
import { useMountedRef } from '../../../lib/useMountedRef';
import { kioskText } from '../messages';
import type { KioskTiming } from '../timing';
import { browserMs } from '../../../lib/clock';

export type CheckInState =
  | { phase: 'idle' }
  | { phase: 'working' }
  /** The daemon could not be reached: the same request is being sent again. */
  | { phase: 'saving' }
  /** The daemon asked the person to turn the head: the instruction is up while the frames are taken. */
  | { phase: 'challenge'; instruction: string; accion: ChallengeAction }
  | { phase: 'success'; punch: CheckInResult }
  /** A salida only minutes after the entrada was not stored (409 salida_muy_pronto): '¿Registrar SALIDA ahora?' until `untilMs`. */
  | { phase: 'confirmSalida'; message: string; nombre: string; untilMs: number }
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
  timing: ResendTiming &
    Pick<KioskTiming, 'successMs' | 'messageMs' | 'burstIntervalMs' | 'challengeLeadMs' | 'challengeIntervalMs' | 'confirmSalidaMs' | 'miAsistenciaOfferMs'>;
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
  /** The request refused as a salida too soon: sent again, same frames and Idempotency-Key, when the person confirms. */
  const pendingSalida = useRef<{ frames: CheckInFrames; idempotencyKey: string } | null>(null);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const { successMs, miAsistenciaOfferMs } = timing;
  /** A punch that opened 'Mi asistencia' keeps its button on the success screen longer (issue 43). */
  const successFor = useCallback(
    (punch: CheckInResult) => (punch.miAsistencia ? Math.max(successMs, miAsistenciaOfferMs) : successMs),
    [successMs, miAsistenciaOfferMs],
  );

  const show = useCallback((next: CheckInState, forMs?: number) => {
    clearTimeout(resetTimer.current);
    if (next.phase !== 'confirmSalida' && next.phase !== 'working' && next.phase !== 'saving') pendingSalida.current = null;
    setState(next);
    if (forMs !== undefined) resetTimer.current = setTimeout(() => setState({ phase: 'idle' }), forMs);
  }, []);

  /** A press that ended without a punch: the daemon's sentence (or the kiosk's own) for a while. */
  const fail = useCallback(
    (error: unknown) => {
      const failure = describeCheckInFailure(error);
      show({ phase: 'failure', message: failure.message, code: failure.code }, timing.messageMs);
      onOutcome?.({ punched: false, code: failure.code });
      if (failure.deviceRefused) onDeviceRefused();
    },
    [onDeviceRefused, onOutcome, show, timing.messageMs],
  );

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
    const sent: { last: { frames: CheckInFrames; idempotencyKey: string } | null } = { last: null };
    const post = async (frames: CheckInFrames) => {
      const idempotencyKey = randomHex(16);
      sent.last = { frames, idempotencyKey };
      let resent = false;
      const punch = await sendUntilAnswered((timeoutMs) => sendCheckIn({ frames, fingerprint, idempotencyKey, timeoutMs }), {
        timing,
        stillWanted: alive,
        onRetrying: () => {
          resent = true;
          show({ phase: 'saving' });
        },
      });
      return punch && ownPunch(punch, resent);
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
        show({ phase: 'success', punch }, successFor(punch));
        onOutcome?.({ punched: true });
      }
    } catch (error) {
      if (!alive()) return;
      if (error instanceof CaptureFailed) {
        show({ phase: 'failure', message: kioskText.captureFailed }, timing.messageMs);
        onOutcome?.({ punched: false });
        return;
      }
      const tooSoon = salidaTooSoon(error);
      if (tooSoon && sent.last) {
        show(
          { phase: 'confirmSalida', message: tooSoon.message, nombre: tooSoon.nombre, untilMs: browserMs() + timing.confirmSalidaMs },
          timing.confirmSalidaMs,
        );
        pendingSalida.current = sent.last;
        onOutcome?.({ punched: false, code: 'salida_muy_pronto' });
        return;
      }
      fail(error);
    } finally {
      busy.current = false;
    }
  }, [capture, fail, fingerprint, mounted, onOutcome, sendCheckIn, show, successFor, timing]);

  /** '¿Registrar SALIDA ahora?': the refused request again, with `confirmarSalida` and its own Idempotency-Key. */
  const confirmSalida = useCallback(async () => {
    const pending = pendingSalida.current;
    if (busy.current || !pending) return;
    busy.current = true;
    show({ phase: 'working' });
    const alive = () => mounted.current;
    try {
      const frames = { ...pending.frames, confirmarSalida: true };
      let resent = false;
      const answer = await sendUntilAnswered((timeoutMs) => sendCheckIn({ frames, fingerprint, idempotencyKey: pending.idempotencyKey, timeoutMs }), {
        timing,
        stillWanted: alive,
        onRetrying: () => {
          resent = true;
          show({ phase: 'saving' });
        },
      });
      const punch = answer && ownPunch(answer, resent);
      if (punch && alive()) {
        show({ phase: 'success', punch }, successFor(punch));
        onOutcome?.({ punched: true });
      }
    } catch (error) {
      if (alive()) fail(error);
    } finally {
      pendingSalida.current = null;
      busy.current = false;
    }
  }, [fail, fingerprint, mounted, onOutcome, sendCheckIn, show, successFor, timing]);

  const dismiss = useCallback(() => show({ phase: 'idle' }), [show]);
  /** A punch made another way (the número de empleado keypad), shown like a face's. */
  const showPunch = useCallback((punch: CheckInResult) => show({ phase: 'success', punch }, successFor(punch)), [show, successFor]);

  return { state, press, dismiss, showPunch, confirmSalida };
}
