import { punchTypeLabels } from '../messages';
import type { PunchType } from '../types';

/** 'Entrada' (green) or 'Salida' (blue). */
export function PunchTypeBadge({ tipo }: { tipo: PunchType }) {
  return <span className={`punch-type punch-type--${tipo}`}>{punchTypeLabels[tipo]}</span>;
}
