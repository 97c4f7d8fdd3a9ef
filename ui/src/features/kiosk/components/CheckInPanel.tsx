import { useCallback, useRef, useState } from 'react';
import type { CheckInResult } from '@reloj/contract/attendance';
import { KIOSK_PRIVACY_LINE } from '@reloj/contract/privacidad';
import { useCheckIn } from '../hooks/useCheckIn';
import { usePinOffer } from '../hooks/usePinOffer';
import { kioskText } from '../messages';
import type { KioskTiming } from '../timing';
import type { CameraHandle, CameraStatus } from '../../../components/WebcamCapture';
import { ChallengePrompt } from './ChallengePrompt';
import { KioskCamera } from './KioskCamera';
import { PinPanel } from './PinPanel';
import { SuccessOverlay } from './SuccessOverlay';

type Props = {
  fingerprint: string;
  timing: KioskTiming;
  /** Takes one photo (a burst calls it several times); defaults to the webcam's getScreenshot (tests inject their own). */
  capture?: () => string | null;
  onDeviceRefused: () => void;
};

/**
 * The approved kiosk: live camera, the one big button, the head turn the daemon may ask for, and what happened.
 * Below the button, 'Checar con número de empleado' puts the keypad in place of the button (the camera keeps running:
 * its photo goes with the NIP); it is offered prominently after a few faces in a row were not recognised.
 */
export function CheckInPanel({ fingerprint, timing, capture, onDeviceRefused }: Props) {
  const camera = useRef<CameraHandle>(null);
  const [cameraStatus, setCameraStatus] = useState<CameraStatus>('opening');
  const [keypadOpen, setKeypadOpen] = useState(false);
  const takePhoto = useCallback(() => (capture ? capture() : (camera.current?.capture() ?? null)), [capture]);
  const { offered, record } = usePinOffer();
  const { state, press, dismiss, showPunch } = useCheckIn({ fingerprint, capture: takePhoto, onDeviceRefused, onOutcome: record, timing });
  const working = state.phase === 'working' || state.phase === 'saving' || state.phase === 'challenge';

  const openKeypad = useCallback(() => {
    dismiss(); // the last face's message is not for the keypad
    setKeypadOpen(true);
  }, [dismiss]);
  const closeKeypad = useCallback(() => setKeypadOpen(false), []);
  const punchedWithPin = useCallback(
    (punch: CheckInResult) => {
      record({ punched: true });
      setKeypadOpen(false);
      showPunch(punch);
    },
    [record, showPunch],
  );

  // LFPDPPP: the person is told, where the face is taken, what it is for and where the full notice is.
  const privacy = (
    <p className="kiosk-checkin__privacy">
      {KIOSK_PRIVACY_LINE} <span className="kiosk-checkin__privacy-address">{`${window.location.host}/privacidad`}</span>
    </p>
  );

  return (
    <div className={keypadOpen ? 'kiosk-checkin kiosk-checkin--keypad' : 'kiosk-checkin'}>
      <div className="kiosk-checkin__camera">
        <KioskCamera ref={camera} onStatusChange={setCameraStatus} retryMs={timing.cameraRetryMs} />
        {state.phase === 'challenge' && <ChallengePrompt instruction={state.instruction} accion={state.accion} />}
      </div>
      {keypadOpen ? (
        <PinPanel
          fingerprint={fingerprint}
          capture={takePhoto}
          timing={timing}
          onPunched={punchedWithPin}
          onClose={closeKeypad}
          onDeviceRefused={onDeviceRefused}
          footer={privacy}
        />
      ) : (
        <div className="kiosk-checkin__side">
          <p className="kiosk-checkin__instructions">{cameraStatus === 'error' ? kioskText.instructionsNoCamera : kioskText.instructions}</p>
          <button
            type="button"
            className="kiosk-button"
            onClick={() => void press()}
            disabled={working || cameraStatus === 'error'}
            aria-busy={working || undefined}
          >
            {working && <span className="kiosk-spinner kiosk-spinner--small" aria-hidden="true" />}
            {working ? kioskText.checkInWorking : kioskText.checkInButton}
          </button>
          {/* Always there (disabled while a face is being checked), so the big button never moves. */}
          <button
            type="button"
            className={offered ? 'kiosk-pin-button kiosk-pin-button--offered' : 'kiosk-pin-button'}
            onClick={openKeypad}
            disabled={working || cameraStatus === 'error'}
          >
            {kioskText.pinButton}
          </button>
          <div className="kiosk-checkin__feedback" role="alert">
            {state.phase === 'saving' && (
              <div className="kiosk-message kiosk-message--waiting">
                <p className="kiosk-message__text">{kioskText.saving}</p>
                <p className="kiosk-message__hint">{kioskText.savingHint}</p>
              </div>
            )}
            {state.phase === 'failure' && (
              <div className="kiosk-message kiosk-message--error">
                <p className="kiosk-message__text">{state.message}</p>
                {offered && <p className="kiosk-message__offer">{kioskText.pinOffer}</p>}
              </div>
            )}
          </div>
          {privacy}
        </div>
      )}
      {state.phase === 'success' && <SuccessOverlay punch={state.punch} onDismiss={dismiss} />}
    </div>
  );
}
