import type { PunchType } from '@reloj/contract/attendance';
import type { Tone } from '../../../components/tone';
import { punchTypeLabels } from '../../../lib/labels';

const TIPO_TONE: Record<PunchType, Tone> = { entrada: 'ok', salida: 'info' };

/** 'Entrada' (green) or 'Salida' (blue). */
export function PunchTypeBadge({ tipo }: { tipo: PunchType }) {
  return <span className={`pill tone-${TIPO_TONE[tipo]}`}>{punchTypeLabels[tipo]}</span>;
}
