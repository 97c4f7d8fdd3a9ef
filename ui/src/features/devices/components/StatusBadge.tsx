import type { DeviceStatus } from '@reloj/contract/devices';
import type { Tone } from '../../../components/tone';
import { deviceStatusLabels } from '../../../lib/labels';

const STATUS_TONE: Record<DeviceStatus, Tone> = { pending: 'warn', approved: 'ok', rejected: 'danger' };

/** 'Pendiente' (amber), 'Aprobado' (green) or 'Rechazado' (red). */
export function StatusBadge({ status }: { status: DeviceStatus }) {
  return <span className={`pill tone-${STATUS_TONE[status]}`}>{deviceStatusLabels[status]}</span>;
}
