import type { DeviceStatus } from '@reloj/contract/devices';
import { deviceStatusLabels } from '../../../lib/labels';

/** 'Pendiente' (amber), 'Aprobado' (green) or 'Rechazado' (red). */
export function StatusBadge({ status }: { status: DeviceStatus }) {
  return <span className={`pill device-status--${status}`}>{deviceStatusLabels[status]}</span>;
}
