import { useCallback, useRef, useState } from 'react';
import { KIOSK_PRIVACY_LINE } from '@reloj/contract/privacidad';
import { useCheckIn } from '../hooks/useCheckIn';
import { kioskText } from '../messages';
import type { KioskTiming } from '../timing';
import type { CameraHandle, CameraStatus } from '../../../components/WebcamCapture';
import { ChallengePrompt } from './ChallengePrompt';
import { KioskCamera } from './KioskCamera';
import { SuccessOverlay } from './SuccessOverlay';

type Props = {
  fingerprint: string;
  timing: KioskTiming;
  /** Takes one photo (a burst calls it several times); defaults to the webcam's getScreenshot (tests inject their own). */
  capture?: () => string | null;
  onDeviceRefused: () => void;
};

/** The approved kiosk: live camera, the one big button, the head turn the daemon may ask for, and what happened. */
export function CheckInPanel({ fingerprint, timing, capture, onDeviceRefused }: Props) {
  const camera = useRef<CameraHandle>(null);
  const [cameraStatus, setCameraStatus] = useState<CameraStatus>('opening');
  const takePhoto = useCallback(() => (capture ? capture() : (camera.current?.capture() ?? null)), [capture]);
  const { state, press, dismiss } = useCheckIn({ fingerprint, capture: takePhoto, onDeviceRefused, timing });
  const working = state.phase === 'working' || state.phase === 'saving' || state.phase === 'challenge';

  return (
    <div className="kiosk-checkin">
      <div className="kiosk-checkin__camera">
        <KioskCamera ref={camera} onStatusChange={setCameraStatus} retryMs={timing.cameraRetryMs} />
        {state.phase === 'challenge' && <ChallengePrompt instruction={state.instruction} accion={state.accion} />}
      </div>
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
            </div>
          )}
        </div>
        {/* LFPDPPP: the person is told, where the face is taken, what it is for and where the full notice is. */}
        <p className="kiosk-checkin__privacy">
          {KIOSK_PRIVACY_LINE} <span className="kiosk-checkin__privacy-address">{`${window.location.host}/privacidad`}</span>
        </p>
      </div>
      {state.phase === 'success' && <SuccessOverlay punch={state.punch} onDismiss={dismiss} />}
    </div>
  );
}
