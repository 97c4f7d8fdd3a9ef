import { useEffect, useRef } from 'react';
import type { ErrorCode } from '@reloj/contract/errors';
import { kioskText } from '../messages';

type Props = {
  /** The daemon's sentence (or the kiosk's own when the daemon could not say). */
  message: string;
  /** The daemon's error code, which picks the next step. */
  code?: ErrorCode;
  /** The número de empleado offered prominently (several unrecognised faces in a row). */
  offered: boolean;
  onDismiss: () => void;
  onUsePin: () => void;
};

/** Faces the número de empleado helps with: one the kiosk does not know, one it could not confirm as live. */
const PIN_HELPS: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['not_recognised', 'spoof_suspected']);

/**
 * A refused check-in takes the screen as a success does (the same full-screen area and large type), in a calm slate
 * rather than an alarming red: the daemon's sentence, what to do next and the way out. A tap anywhere goes back to the
 * camera; the kiosk also goes back by itself after a few seconds.
 */
export function FailureOverlay({ message, code, offered, onDismiss, onUsePin }: Props) {
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => retry.current?.focus(), []);
  const nextStep = code ? kioskText.failureNextStep[code] : undefined;
  const pin = offered || (code !== undefined && PIN_HELPS.has(code));

  return (
    <div className="kiosk-failure" role="alert" onClick={onDismiss}>
      <div className="kiosk-failure__content">
        <span className="kiosk-failure__icon" aria-hidden="true">
          !
        </span>
        <p className="kiosk-failure__message">{message}</p>
        {nextStep && <p className="kiosk-failure__next">{nextStep}</p>}
        {offered && <p className="kiosk-failure__offer">{kioskText.pinOffer}</p>}
        <div className="kiosk-failure__actions">
          <button ref={retry} type="button" className="kiosk-failure__retry" onClick={onDismiss}>
            {kioskText.failureRetry}
          </button>
          {pin && (
            <button
              type="button"
              className="kiosk-failure__pin"
              onClick={(event) => {
                event.stopPropagation(); // not a tap on the screen: the keypad, not the camera
                onUsePin();
              }}
            >
              {kioskText.failurePin}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
