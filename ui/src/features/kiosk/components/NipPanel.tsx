import { useEffect, type ReactNode } from 'react';
import type { CheckInResult } from '@reloj/contract/attendance';
import { useIdleTimeout } from '../hooks/useIdleTimeout';
import { useNipCheckIn } from '../hooks/useNipCheckIn';
import { isComplete } from '../lib/nipEntry';
import { kioskText } from '../messages';
import type { KioskTiming } from '../timing';
import { Keypad } from './Keypad';
import { NipDisplay } from './NipDisplay';
import { SalidaConfirmOverlay } from './SalidaConfirmOverlay';
import { browserMs } from '../../../lib/clock';

type Props = {
  fingerprint: string;
  /** One photo of the camera that keeps running beside the keypad. */
  capture: () => string | null;
  timing: KioskTiming;
  onPunched: (punch: CheckInResult) => void;
  /** Back to the camera: 'Cancelar', a locked número, or nobody touching the screen for a while. */
  onClose: () => void;
  onDeviceRefused: () => void;
  /** Shown under the keypad's texts (the privacy line: the camera takes a photo here too). */
  footer?: ReactNode;
};

/** 'Checar con número de empleado': the número, then the NIP, on a large on-screen keypad. */
export function NipPanel({ fingerprint, capture, timing, onPunched, onClose, onDeviceRefused, footer }: Props) {
  const { state, typeDigit, erase, next, confirmSalida } = useNipCheckIn({ fingerprint, capture, onPunched, onClose, onDeviceRefused, timing });
  const waiting = state.phase === 'working' || state.phase === 'saving';
  const touched = useIdleTimeout(timing.pinIdleMs, onClose, waiting);
  const value = state.step === 'number' ? state.numero : state.pin;

  // A keyboard, when there is one, types too; Enter on a focused key is that key's own click.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const onButton = event.target instanceof HTMLButtonElement;
      if (/^\d$/.test(event.key)) typeDigit(event.key);
      else if (event.key === 'Backspace') erase();
      else if (event.key === 'Enter' && !onButton) next();
      else if (event.key === 'Escape') onClose();
      else return;
      event.preventDefault();
      touched();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [typeDigit, erase, next, onClose, touched]);

  return (
    <section className="kiosk-pin" aria-labelledby="kiosk-pin-title" onPointerDown={touched}>
      <div className="kiosk-pin__info">
        <div className="kiosk-pin__head">
          <div className="kiosk-pin__heading">
            <p className="kiosk-pin__step">{kioskText.pinStepOf(state.step === 'number' ? 1 : 2)}</p>
            <h2 id="kiosk-pin-title" className="kiosk-pin__title">
              {state.step === 'number' ? kioskText.pinStepNumber : kioskText.pinStepPin}
            </h2>
            {state.step === 'pin' && <p className="kiosk-pin__for">{kioskText.pinForNumber(state.numero)}</p>}
          </div>
          <button type="button" className="kiosk-pin__cancel" onClick={onClose} disabled={waiting}>
            {kioskText.pinCancel}
          </button>
        </div>
        <NipDisplay step={state.step} value={value} />
        <div className="kiosk-pin__feedback" role="alert">
          {waiting && (
            <div className="kiosk-message kiosk-message--waiting">
              <p className="kiosk-message__text">{state.phase === 'saving' ? kioskText.saving : kioskText.checkInWorking}</p>
              {state.phase === 'saving' && <p className="kiosk-message__hint">{kioskText.savingHint}</p>}
            </div>
          )}
          {!waiting && state.message && state.phase !== 'confirmSalida' && (
            <div className="kiosk-message kiosk-message--error">
              <p className="kiosk-message__text">{state.message}</p>
            </div>
          )}
        </div>
      </div>
      <Keypad
        onDigit={typeDigit}
        onErase={erase}
        onNext={next}
        nextLabel={state.step === 'number' ? kioskText.pinContinue : kioskText.pinSubmit}
        canErase={value !== ''}
        canNext={isComplete(state.step, value)}
        disabled={state.phase !== 'typing'}
        busy={waiting}
      />
      <div className="kiosk-pin__footer">
        <p className="kiosk-pin__photo-note">{kioskText.pinPhotoNote}</p>
        {footer}
      </div>
      {state.phase === 'confirmSalida' && (
        <SalidaConfirmOverlay
          nombre={state.nombre ?? ''}
          message={state.message ?? ''}
          untilMs={state.untilMs ?? browserMs()}
          onConfirm={() => void confirmSalida()}
          onDismiss={onClose}
        />
      )}
    </section>
  );
}
