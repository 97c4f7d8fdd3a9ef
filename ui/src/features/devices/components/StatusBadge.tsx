import type { DeviceStatus } from '@reloj/contract/devices';
import { statusLabels } from '../messages';

/** 'Pendiente' (amber), 'Aprobado' (green) or 'Rechazado' (red). */
export function StatusBadge({ status }: { status: DeviceStatus }) {
  return <span className={`pill device-status--${status}`}>{statusLabels[status]}</span>;
}
