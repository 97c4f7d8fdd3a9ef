import type { Disco } from '@reloj/contract/resumen';
import { formatBytes } from '../../lib/bytes';
import { AttentionCard } from './AttentionCard';

const percent = new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 1 });

/**
 * Shown first while the box's data disk is full or nearly so (issue 26): 'lleno' once a write failed for lack of
 * space (punches are refused with 'El reloj no tiene espacio para guardar…'), 'poco' below 5 % or 200 MB free.
 */
export function DiskCard({ disco }: { disco: Disco }) {
  const free = `Quedan ${formatBytes(disco.libreBytes)} libres de ${formatBytes(disco.totalBytes)}`;
  const share = disco.totalBytes > 0 ? ` (${percent.format(disco.libreBytes / disco.totalBytes)})` : '';
  const whatToDo = 'Pide al técnico que libere espacio o que cambie la memoria del equipo por una más grande.';
  return disco.estado === 'lleno' ? (
    <AttentionCard
      title="Sin espacio en disco"
      count={1}
      summary={`${free}. El reloj checador no puede guardar nada: las checadas se rechazan hasta que haya espacio. ${whatToDo}`}
      links={[]}
    />
  ) : (
    <AttentionCard
      title="Poco espacio en disco"
      count={1}
      summary={`${free}${share}. Cuando se acabe, el reloj checador no podrá guardar checadas. ${whatToDo}`}
      links={[]}
    />
  );
}
