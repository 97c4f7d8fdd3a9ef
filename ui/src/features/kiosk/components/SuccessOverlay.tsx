import { useEffect, useRef } from 'react';
import type { CheckInResult } from '@reloj/contract/attendance';
import { formatTime } from '../../../lib/dateTime';
import { kioskText } from '../messages';
import { miText } from '../miAsistenciaText';

type Props = {
  punch: CheckInResult;
  onDismiss: () => void;
  /** The punch opened 'Mi asistencia' (issue 43): its big button, for as long as this screen stays. */
  onMiAsistencia?: () => void;
};

/**
 * Who just checked in, Entrada or Salida and the time, big enough to read from a metre away: an entrada shows the name
 * and, under the time, the SPEC message; a salida says '¡Hasta luego, NOMBRE!' under 'SALIDA'. Then the employee's own status when the daemon sends it (the daemon's sentences: retardo or hours worked, a bono at risk), and its reminder of a salida not punched yesterday.
 * A repeat (the daemon answered with the punch it already had, issue 45 item 6) says one thing only: the name, the
 * stored punch's time and 'Esta checada ya estaba registrada; no se guardó otra.' where the welcome would be (no
 * status or reminder: the first punch's screen told them).
 */
export function SuccessOverlay({ punch, onDismiss, onMiAsistencia }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), []);
  const salida = punch.tipo === 'salida';
  const repetida = punch.repetida;
  const tipo = salida ? kioskText.salida : kioskText.entrada;

  return (
    <div
      className={`kiosk-success kiosk-success--${punch.tipo}${repetida ? ' kiosk-success--repetida' : ''}`}
      role="status"
      aria-live="assertive"
      onClick={onDismiss}
    >
      <div className="kiosk-success__content">
        <span className="kiosk-success__check" aria-hidden="true">
          ✓
        </span>
        <p className="kiosk-success__tipo">{tipo}</p>
        {salida && !repetida ? (
          // Issue 30: a salida says goodbye, in large type under 'SALIDA'; the entrada keeps the SPEC sentence.
          <p className="kiosk-success__name kiosk-success__goodbye">
            {kioskText.goodbyeBefore}
            <span className="kiosk-success__goodbye-name">{punch.nombre}</span>
            {kioskText.goodbyeAfter}
          </p>
        ) : (
          <p className="kiosk-success__name">{punch.nombre}</p>
        )}
        <p className="kiosk-success__time">
          <time dateTime={punch.hora}>{formatTime(punch.hora)}</time>
        </p>
        {repetida ? (
          <p className="kiosk-success__message kiosk-success__repeated">{kioskText.repeated}</p>
        ) : (
          !salida && <p className="kiosk-success__message">{kioskText.success(punch.employeeId)}</p>
        )}
        {/* A repeat's status and reminder were on the first punch's screen: here they would be a second message. */}
        {!repetida && punch.estado && (
          <div className="kiosk-success__estado">
            <p className="kiosk-success__resumen">{punch.estado.resumen}</p>
            {punch.estado.turno && <p className="kiosk-success__turno">{punch.estado.turno}</p>}
            {punch.estado.aviso && <p className="kiosk-success__aviso">{punch.estado.aviso}</p>}
          </div>
        )}
        {/* Issue 44: 'Ayer no registraste tu salida. Avisa a tu encargado.', on the day's first entrada only (the daemon decides). */}
        {!repetida && punch.recordatorio && <p className="kiosk-success__aviso">{punch.recordatorio}</p>}
        {onMiAsistencia && (
          <button
            type="button"
            className="kiosk-success__mine"
            onClick={(event) => {
              event.stopPropagation(); // not a tap to continue
              onMiAsistencia();
            }}
          >
            {miText.open}
          </button>
        )}
        <button ref={button} type="button" className="kiosk-success__continue" onClick={onDismiss}>
          {kioskText.tapToContinue}
        </button>
      </div>
    </div>
  );
}
