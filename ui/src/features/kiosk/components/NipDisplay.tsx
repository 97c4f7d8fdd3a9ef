import type { NipStep } from '../lib/nipEntry';
import { kioskText } from '../messages';

type Props = { step: NipStep; value: string };

/** What has been typed so far: the número as digits, the NIP as dots (never its digits, on screen or read aloud). */
export function NipDisplay({ step, value }: Props) {
  const label = step === 'number' ? kioskText.pinNumberLabel : kioskText.pinDigitsLabel(value.length);
  return (
    <output className={`kiosk-pin__display kiosk-pin__display--${step}`} aria-label={label}>
      {value === '' ? (
        <span className="kiosk-pin__placeholder">{kioskText.pinEmpty}</span>
      ) : step === 'number' ? (
        <span className="kiosk-pin__digits">{value}</span>
      ) : (
        <span className="kiosk-pin__dots" aria-hidden="true">
          {'●'.repeat(value.length)}
        </span>
      )}
    </output>
  );
}
