import type { PunchType } from '@reloj/contract/attendance';
import { punchTypeLabels } from '../../../lib/labels';

/** 'Entrada' (green) or 'Salida' (blue). */
export function PunchTypeBadge({ tipo }: { tipo: PunchType }) {
  return <span className={`pill punch-type--${tipo}`}>{punchTypeLabels[tipo]}</span>;
}
