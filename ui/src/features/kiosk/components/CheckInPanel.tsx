import { useCallback, useRef, useState } from 'react';
import type { CheckInResult } from '@reloj/contract/attendance';
import { KIOSK_PRIVACY_LINE } from '@reloj/contract/privacidad';
import { useCheckIn } from '../hooks/useCheckIn';
import { useGuidance } from '../hooks/useGuidance';
import { useNipOffer } from '../hooks/useNipOffer';
import { useOtherFace } from '../hooks/useOtherFace';
import { paseDe, type MiAsistenciaPase } from '../api/miAsistencia';
import { grabVideoFrame, type GuidanceFrame } from '../lib/videoFrame';
import { privacyAddressFor } from '../lib/privacyAddress';
import { kioskText } from '../messages';
import type { KioskTiming } from '../timing';
import type { CameraHandle, CameraStatus } from '../../../components/WebcamCapture';
import { ButtonLabel } from './ButtonLabel';
import { ChallengePrompt } from './ChallengePrompt';
import { FailureOverlay } from './FailureOverlay';
import { GuidanceOverlay } from './GuidanceOverlay';
import { KioskCamera } from './KioskCamera';
import { MiAsistenciaScreen } from './MiAsistenciaScreen';
import { NipPanel } from './NipPanel';
import { SalidaConfirmOverlay } from './SalidaConfirmOverlay';
import { SuccessOverlay } from './SuccessOverlay';

type Props = {
  fingerprint: string;
  timing: KioskTiming;
  /** Takes one photo (a burst calls it several times); defaults to the webcam's getScreenshot (tests inject their own). */
  capture?: () => string | null;
  /** The small frame the live guidance sends; defaults to the running video's picture (tests inject their own). */
  guidanceFrame?: () => GuidanceFrame | null;
  onDeviceRefused: () => void;
  /** Where a phone on the LAN reads the privacy notice, as the daemon knows it (POST /api/devices/verify `privacidad`). */
  privacyAddress?: string;
};

/**
 * The approved kiosk: live camera with the guidance drawn over it (the face frames and one instruction), the one big
 * button (enabled once the guidance sees a usable face, or whenever there is no guidance), the head turn the daemon may
 * ask for, and what happened: a success or a refusal takes the whole screen. Below the button, 'Checar con número de
 * empleado' puts the keypad in place of the button (the camera keeps running: its photo goes with the NIP); it is
 * offered prominently after a few faces in a row were not recognised.
 */
export function CheckInPanel({ fingerprint, timing, capture, guidanceFrame, onDeviceRefused, privacyAddress }: Props) {
  const camera = useRef<CameraHandle>(null);
  const cameraBox = useRef<HTMLDivElement>(null);
  const [cameraStatus, setCameraStatus] = useState<CameraStatus>('opening');
  const [keypadOpen, setKeypadOpen] = useState(false);
  /** 'Mi asistencia' open for the person just recognised (issue 43). */
  const [mine, setMine] = useState<MiAsistenciaPase | null>(null);
  const takePhoto = useCallback(() => (capture ? capture() : (camera.current?.capture() ?? null)), [capture]);
  const grab = useCallback(() => (guidanceFrame ? guidanceFrame() : grabVideoFrame(cameraBox.current?.querySelector('video'))), [guidanceFrame]);
  const { offered, record } = useNipOffer();
  const { state, press, dismiss, showPunch, confirmSalida } = useCheckIn({ fingerprint, capture: takePhoto, onDeviceRefused, onOutcome: record, timing });
  const working = state.phase === 'working' || state.phase === 'saving' || state.phase === 'challenge';
  // While 'Mi asistencia' is open the guidance keeps looking, only to see a second face (closeOnOtherFace).
  const guidance = useGuidance({ fingerprint, active: state.phase === 'idle' && !keypadOpen && cameraStatus === 'ready', grab, timing });
  const closeMine = useCallback(() => setMine(null), []);
  useOtherFace(guidance.view, mine !== null, timing.otherFaceMs, closeMine);

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
  const address = privacyAddressFor(privacyAddress);
  const privacy = (
    <p className="kiosk-checkin__privacy">
      {KIOSK_PRIVACY_LINE} <span className="kiosk-checkin__privacy-address">{address ?? kioskText.privacyAskOffice}</span>
    </p>
  );

  return (
    <div className={keypadOpen ? 'kiosk-checkin kiosk-checkin--keypad' : 'kiosk-checkin'}>
      <div className="kiosk-checkin__camera" ref={cameraBox}>
        <KioskCamera
          ref={camera}
          onStatusChange={setCameraStatus}
          retryMs={timing.cameraRetryMs}
          decoration={guidance.view && <GuidanceOverlay view={guidance.view} />}
        />
        {state.phase === 'challenge' && <ChallengePrompt instruction={state.instruction} accion={state.accion} />}
      </div>
      {keypadOpen ? (
        <NipPanel
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
            disabled={working || cameraStatus === 'error' || !guidance.ready}
            aria-busy={working || undefined}
          >
            {working && <span className="kiosk-spinner kiosk-spinner--small" aria-hidden="true" />}
            {working ? kioskText.checkInWorking : <ButtonLabel text={kioskText.checkInButton} keepTogether="Entrada / Salida" />}
          </button>
          {/* Always there (disabled while a face is being checked), so the big button never moves. */}
          <button
            type="button"
            className={offered ? 'kiosk-pin-button kiosk-pin-button--offered' : 'kiosk-pin-button'}
            onClick={openKeypad}
            disabled={working || cameraStatus === 'error'}
          >
            <ButtonLabel text={kioskText.pinButton} keepTogether="número de empleado" />
          </button>
          <div className="kiosk-checkin__feedback" role="alert">
            {state.phase === 'saving' && (
              <div className="kiosk-message kiosk-message--waiting">
                <p className="kiosk-message__text">{kioskText.saving}</p>
                <p className="kiosk-message__hint">{kioskText.savingHint}</p>
              </div>
            )}
          </div>
          {privacy}
        </div>
      )}
      {state.phase === 'success' && (
        <SuccessOverlay
          punch={state.punch}
          onDismiss={dismiss}
          onMiAsistencia={
            state.punch.miAsistencia
              ? () => {
                  setMine(paseDe(state.punch));
                  dismiss();
                }
              : undefined
          }
        />
      )}
      {mine && <MiAsistenciaScreen pase={mine} fingerprint={fingerprint} timing={timing} onClose={closeMine} />}
      {state.phase === 'confirmSalida' && (
        <SalidaConfirmOverlay
          nombre={state.nombre}
          message={state.message}
          untilMs={state.untilMs}
          onConfirm={() => void confirmSalida()}
          onDismiss={dismiss}
        />
      )}
      {state.phase === 'failure' && <FailureOverlay message={state.message} code={state.code} offered={offered} onDismiss={dismiss} onUsePin={openKeypad} />}
    </div>
  );
}
