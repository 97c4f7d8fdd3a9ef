import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckInResult, PinCheckInRequest } from '@reloj/contract/attendance';
import { useSendPinCheckIn } from '../api/checkInWithNip';
import { describeCheckInFailure, salidaTooSoon } from '../lib/checkInFailure';
import { isComplete, withDigit, withoutLastDigit, type NipStep } from '../lib/nipEntry';
import { ownPunch } from '../lib/ownPunch';
import { randomHex } from '../lib/randomHex';
import { sendUntilAnswered, type ResendTiming } from '../lib/resend';
import { useMountedRef } from '../../../lib/useMountedRef';
import { kioskText } from '../messages';
import type { KioskTiming } from '../timing';
import { browserMs } from '../../../lib/clock';

export type PinState = {
  step: NipStep;
  numero: string;
  pin: string;
  /**
   * typing: the keys work; working: sent, waiting for the daemon; saving: sent again after a lost connection;
   * locked: too many wrong NIPs for that número, its message is up until the camera comes back;
   * confirmSalida: a salida too soon after the entrada was not stored (409 salida_muy_pronto), '¿Registrar SALIDA ahora?'
   * is asked until `untilMs`, then the camera comes back.
   */
  phase: 'typing' | 'working' | 'saving' | 'locked' | 'confirmSalida';
  /** Why the last attempt did not punch (the daemon's sentence when it sent one). */
  message: string | null;
  /** confirmSalida: whose entrada it is (issue 45). */
  nombre?: string;
  untilMs?: number;
};

type Options = {
  fingerprint: string;
  /** One photo of the running camera (kept by the daemon as evidence), or null when none could be taken. */
  capture: () => string | null;
  onPunched: (punch: CheckInResult) => void;
  /** Back to the camera. */
  onClose: () => void;
  /** The daemon refused this device (403): its approval is checked again. */
  onDeviceRefused: () => void;
  timing: ResendTiming & Pick<KioskTiming, 'pinLockedMs' | 'confirmSalidaMs'>;
};

const START: PinState = { step: 'number', numero: '', pin: '', phase: 'typing', message: null };

/**
 * The número de empleado keypad: step 1 the número, step 2 the NIP, then one photo of the camera and
 * POST /api/attendance/check-in-pin, resent like a face's press when the daemon cannot be reached (lib/resend.ts).
 * A wrong número or NIP starts over with both cleared; a locked número says so and goes back to the camera.
 */
export function useNipCheckIn({ fingerprint, capture, onPunched, onClose, onDeviceRefused, timing }: Options) {
  const [state, setState] = useState<PinState>(START);
  const sendPinCheckIn = useSendPinCheckIn();
  const busy = useRef(false);
  const mounted = useMountedRef();
  /** The attempt refused as a salida too soon: sent again, same body and Idempotency-Key, when the person confirms. */
  const pendingSalida = useRef<{ body: PinCheckInRequest; idempotencyKey: string } | null>(null);

  const { pinLockedMs, confirmSalidaMs } = timing;
  useEffect(() => {
    if (state.phase !== 'locked' && state.phase !== 'confirmSalida') return;
    const timer = setTimeout(onClose, state.phase === 'locked' ? pinLockedMs : confirmSalidaMs);
    return () => clearTimeout(timer);
  }, [state.phase, pinLockedMs, confirmSalidaMs, onClose]);

  /** Sends one attempt (resent with the same key while the daemon cannot be reached) and shows how it ended. */
  const send = useCallback(
    async (body: PinCheckInRequest, idempotencyKey: string) => {
      busy.current = true;
      setState((s) => ({ ...s, phase: 'working', message: null }));
      const alive = () => mounted.current;
      try {
        let resent = false;
        const punch = await sendUntilAnswered((timeoutMs) => sendPinCheckIn({ body, fingerprint, idempotencyKey, timeoutMs }), {
          timing,
          stillWanted: alive,
          onRetrying: () => {
            resent = true;
            setState((s) => ({ ...s, phase: 'saving' }));
          },
        });
        if (punch && alive()) onPunched(ownPunch(punch, resent));
      } catch (error) {
        if (!alive()) return;
        const tooSoon = body.confirmarSalida ? null : salidaTooSoon(error);
        if (tooSoon) {
          pendingSalida.current = { body, idempotencyKey };
          setState({ ...START, phase: 'confirmSalida', message: tooSoon.message, nombre: tooSoon.nombre, untilMs: browserMs() + confirmSalidaMs });
          return;
        }
        const failure = describeCheckInFailure(error);
        if (failure.code === 'pin_incorrect') setState({ ...START, message: failure.message });
        else if (failure.code === 'pin_locked') setState({ ...START, phase: 'locked', message: failure.message });
        else setState((s) => ({ ...s, pin: '', phase: 'typing', message: failure.message }));
        if (failure.deviceRefused) onDeviceRefused();
      } finally {
        busy.current = false;
      }
    },
    [confirmSalidaMs, fingerprint, mounted, onDeviceRefused, onPunched, sendPinCheckIn, timing],
  );

  const submit = useCallback(
    async (numeroEmpleado: string, pin: string) => {
      if (busy.current) return; // a double tap is one attempt
      const image = capture();
      if (!image) {
        setState((s) => ({ ...s, pin: '', message: kioskText.captureFailed }));
        return;
      }
      await send({ numeroEmpleado, pin, image }, randomHex(16)); // one attempt: its resends carry the same key
    },
    [capture, send],
  );

  /** '¿Registrar SALIDA ahora?': the refused attempt again with `confirmarSalida` and its own Idempotency-Key. */
  const confirmSalida = useCallback(async () => {
    const pending = pendingSalida.current;
    if (busy.current || !pending) return;
    pendingSalida.current = null;
    await send({ ...pending.body, confirmarSalida: true }, pending.idempotencyKey);
  }, [send]);

  const typeDigit = useCallback((digit: string) => {
    setState((s) => {
      if (s.phase !== 'typing') return s;
      return s.step === 'number' ? { ...s, numero: withDigit('number', s.numero, digit) } : { ...s, pin: withDigit('pin', s.pin, digit) };
    });
  }, []);

  const erase = useCallback(() => {
    setState((s) => {
      if (s.phase !== 'typing') return s;
      return s.step === 'number' ? { ...s, numero: withoutLastDigit(s.numero) } : { ...s, pin: withoutLastDigit(s.pin) };
    });
  }, []);

  /** 'Continuar' on the número, 'Checar' on the NIP. */
  const next = useCallback(() => {
    if (state.phase !== 'typing') return;
    if (state.step === 'number') {
      if (isComplete('number', state.numero)) setState((s) => ({ ...s, step: 'pin', message: null }));
      return;
    }
    if (isComplete('pin', state.pin)) void submit(state.numero, state.pin);
  }, [state, submit]);

  return { state, typeDigit, erase, next, confirmSalida };
}
