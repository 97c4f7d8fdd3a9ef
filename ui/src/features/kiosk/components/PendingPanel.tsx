import { kioskText } from '../messages';
import { KioskCodeBox } from './KioskCodeBox';
import { StatusCard } from './StatusCard';

/** Waiting for an administrator: the code they look for in 'Dispositivos', shown big. */
export function PendingPanel({ code }: { code: string }) {
  return (
    <StatusCard title={kioskText.pendingTitle} tone="waiting">
      <p className="kiosk-card__text">{kioskText.pendingText}</p>
      <KioskCodeBox label={kioskText.pendingCodeLabel} code={code} />
      <p className="kiosk-card__note">{kioskText.pendingAutoRefresh}</p>
    </StatusCard>
  );
}
