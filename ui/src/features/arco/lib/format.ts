import { INCIDENCIA_LABELS, type IncidenciaTipo } from '@reloj/contract/incidencias';
import { punchTypeLabels } from '../../../lib/labels';

/** 'entrada' → 'Entrada'; an unknown kind as it came. */
export const punchTypeLabel = (tipo: string) => punchTypeLabels[tipo as keyof typeof punchTypeLabels] ?? tipo;

/** 'vacaciones' → 'Vacaciones'; an unknown kind as it came. */
export const incidenciaLabel = (tipo: string) => INCIDENCIA_LABELS[tipo as IncidenciaTipo] ?? tipo;
