import type { ChallengeAction } from '@reloj/contract/attendance';
import { kioskText } from '../messages';

type Props = { instruction: string; accion: ChallengeAction };

/**
 * The head turn the daemon asked for, drawn over the camera where the person is already looking: the daemon's
 * sentence and a big arrow. The preview is a mirror, so the person's left is the screen's left.
 */
export function ChallengePrompt({ instruction, accion }: Props) {
  const side = accion === 'girar_izquierda' ? 'left' : 'right';
  return (
    <div className={`overlay kiosk-challenge kiosk-challenge--${side}`} role="alert">
      <svg className="kiosk-challenge__arrow" viewBox="0 0 120 80" aria-hidden="true">
        <path d="M4 40 L44 6 L44 26 L116 26 L116 54 L44 54 L44 74 Z" />
      </svg>
      <p className="kiosk-challenge__text">{instruction}</p>
      <p className="kiosk-challenge__hint">{kioskText.challengeHint}</p>
    </div>
  );
}
