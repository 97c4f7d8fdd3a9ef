import { kioskText } from '../messages';
import { KioskCodeBox } from './KioskCodeBox';
import { StatusCard } from './StatusCard';

type Props = { codigo: string; direcciones: string[]; equipo: string };

/** The box's own screen before the first administrator: where to open the panel from a laptop, and the code. */
export function FirstBootPanel({ codigo, direcciones, equipo }: Props) {
  return (
    <StatusCard title={kioskText.firstBootTitle} tone="waiting">
      <p className="kiosk-card__text">{kioskText.firstBootText}</p>
      <ul className="kiosk-firstboot__addresses" aria-label={kioskText.firstBootAddressesLabel}>
        {direcciones.map((address) => (
          <li key={address}>{address}</li>
        ))}
      </ul>
      <KioskCodeBox label={kioskText.firstBootCodeLabel} code={codigo} />
      <p className="kiosk-card__note">
        {kioskText.firstBootNote} {equipo && `${kioskText.firstBootDeviceLabel} ${equipo}.`}
      </p>
    </StatusCard>
  );
}
