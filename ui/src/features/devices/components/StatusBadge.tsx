import { statusLabels } from '../messages';
import type { DeviceStatus } from '../types';

/** 'Pendiente' (amber), 'Aprobado' (green) or 'Rechazado' (red). */
export function StatusBadge({ status }: { status: DeviceStatus }) {
  return <span className={`device-status device-status--${status}`}>{statusLabels[status]}</span>;
}
