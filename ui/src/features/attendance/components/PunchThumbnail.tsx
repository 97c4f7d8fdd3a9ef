import type { Punch } from '@reloj/contract/attendance';

type PunchThumbnailProps = { punch: Punch; onOpen: (punch: Punch & { foto: string }) => void };

/** A small, lazily loaded snapshot; clicking it shows it bigger. */
export function PunchThumbnail({ punch, onOpen }: PunchThumbnailProps) {
  const { foto } = punch;
  if (!foto) return <span className="punch-none">Sin foto</span>;
  return (
    <button type="button" className="punch-thumb" onClick={() => onOpen({ ...punch, foto })} title="Ver foto más grande">
      <img src={foto} alt={`Foto de ${punch.empleado}`} loading="lazy" decoding="async" width={44} height={44} />
    </button>
  );
}
