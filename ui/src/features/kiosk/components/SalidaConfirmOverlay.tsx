import { useEffect, useRef, useState } from 'react';
import { kioskText } from '../messages';
import { browserMs } from '../../../lib/clock';

type Props = {
  /** Whose entrada it is, as the daemon recognised them (issue 45): shown above the sentence; '' when unknown. */
  nombre: string;
  /** The daemon's sentence: 'Ya registraste tu ENTRADA a las 09:02.' */
  message: string;
  /** When the question goes away by itself (browserMs() milliseconds): the daemon keeps the press only that long. */
  untilMs: number;
  onConfirm: () => void;
  onDismiss: () => void;
};

const secondsLeft = (untilMs: number) => Math.max(0, Math.ceil((untilMs - browserMs()) / 1000));

/**
 * Issue 29, the accidental second punch: someone punched again minutes after their entrada (not sure it worked), so
 * nothing was stored. Whose entrada it is (the name, issue 45), the sentence with the entrada's time large, one big button to record the salida anyway, a quieter way out, and the
 * seconds left before the kiosk goes back to the camera by itself.
 */
export function SalidaConfirmOverlay({ nombre, message, untilMs, onConfirm, onDismiss }: Props) {
  const confirm = useRef<HTMLButtonElement>(null);
  const [left, setLeft] = useState(() => secondsLeft(untilMs));
  useEffect(() => confirm.current?.focus(), []);
  useEffect(() => {
    const timer = setInterval(() => setLeft(secondsLeft(untilMs)), 250);
    return () => clearInterval(timer);
  }, [untilMs]);

  return (
    <div
      className="kiosk-salida"
      role="alertdialog"
      aria-labelledby={nombre ? 'kiosk-salida-name kiosk-salida-message' : 'kiosk-salida-message'}
      aria-describedby="kiosk-salida-countdown"
    >
      <div className="kiosk-salida__content">
        {nombre && (
          <p id="kiosk-salida-name" className="kiosk-salida__name">
            {nombre}
          </p>
        )}
        <p id="kiosk-salida-message" className="kiosk-salida__message">
          {message}
        </p>
        <button ref={confirm} type="button" className="kiosk-salida__confirm" onClick={onConfirm}>
          {kioskText.salidaConfirm}
        </button>
        <button type="button" className="kiosk-salida__keep" onClick={onDismiss}>
          {kioskText.salidaKeep}
        </button>
        <p id="kiosk-salida-countdown" className="kiosk-salida__countdown" aria-live="off">
          {kioskText.salidaCountdown(left)}
        </p>
      </div>
    </div>
  );
}
