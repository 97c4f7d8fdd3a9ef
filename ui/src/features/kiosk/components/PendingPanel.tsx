import { kioskText } from '../messages';
import { StatusCard } from './StatusCard';

/** Waiting for an administrator: the code they look for in 'Dispositivos', shown big. */
export function PendingPanel({ code }: { code: string }) {
  return (
    <StatusCard title={kioskText.pendingTitle} tone="waiting">
      <p className="kiosk-card__text">{kioskText.pendingText}</p>
      <div className="kiosk-code">
        <span className="kiosk-code__label" id="kiosk-code-label">
          {kioskText.pendingCodeLabel}
        </span>
        <span className="kiosk-code__value" aria-labelledby="kiosk-code-label">
          {code}
        </span>
      </div>
      <p className="kiosk-card__note">{kioskText.pendingAutoRefresh}</p>
    </StatusCard>
  );
}
