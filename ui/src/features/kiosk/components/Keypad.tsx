import { kioskText } from '../messages';

type Props = {
  onDigit: (digit: string) => void;
  onErase: () => void;
  onNext: () => void;
  /** 'Continuar' or 'Checar'. */
  nextLabel: string;
  canErase: boolean;
  canNext: boolean;
  /** The attempt is out: every key waits. */
  disabled: boolean;
  /** The spinner on the next key while the daemon answers. */
  busy: boolean;
};

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The on-screen numeric keypad of the touchscreen (the kiosk has no keyboard): 1-9, then Borrar, 0 and the next step. */
export function Keypad({ onDigit, onErase, onNext, nextLabel, canErase, canNext, disabled, busy }: Props) {
  const digit = (d: string) => (
    <button key={d} type="button" className="kiosk-key" onClick={() => onDigit(d)} disabled={disabled}>
      {d}
    </button>
  );
  return (
    <div className="kiosk-keypad" role="group" aria-label={kioskText.pinKeypadLabel}>
      {DIGITS.map(digit)}
      <button type="button" className="kiosk-key kiosk-key--erase" onClick={onErase} disabled={disabled || !canErase}>
        <span aria-hidden="true">⌫</span> {kioskText.pinDelete}
      </button>
      {digit('0')}
      <button type="button" className="kiosk-key kiosk-key--next" onClick={onNext} disabled={disabled || !canNext} aria-busy={busy || undefined}>
        {busy && <span className="kiosk-spinner kiosk-spinner--small" aria-hidden="true" />}
        {nextLabel}
      </button>
    </div>
  );
}
