import { miText } from '../miAsistenciaText';

type Props = {
  onKey: (char: string) => void;
  onErase: () => void;
  disabled?: boolean;
};

/** A Spanish QWERTY with the Ñ, the digits (an IMSS folio has them), space and Borrar: the kiosk has no keyboard. */
const ROWS = ['1234567890', 'QWERTYUIOP', 'ASDFGHJKLÑ', 'ZXCVBNM,.-'];

/** The on-screen keyboard of 'Mi asistencia': big keys (at least 64 px on the kiosk's screens), capitals only. */
export function TextKeyboard({ onKey, onErase, disabled }: Props) {
  return (
    <div className="mi-keyboard" role="group" aria-label={miText.keyboardLabel}>
      {ROWS.map((row) => (
        <div key={row} className="mi-keyboard__row">
          {[...row].map((char) => (
            <button key={char} type="button" className="mi-key" onClick={() => onKey(char)} disabled={disabled}>
              {char}
            </button>
          ))}
        </div>
      ))}
      <div className="mi-keyboard__row">
        <button type="button" className="mi-key mi-key--space" onClick={() => onKey(' ')} disabled={disabled}>
          {miText.space}
        </button>
        <button type="button" className="mi-key mi-key--erase" onClick={onErase} disabled={disabled}>
          <span aria-hidden="true">⌫</span> {miText.erase}
        </button>
      </div>
    </div>
  );
}
