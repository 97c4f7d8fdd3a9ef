import { dayMonthYear } from '@reloj/contract/dates';
import { formatNumericDate, formatTime, localDayOf } from '../../../lib/dateTime';
import { punchMethodLabels } from '../../../lib/labels';
import { arcoText as t } from '../messages';
import { punchTypeLabel } from '../lib/format';
import type { ArcoPunch } from '@reloj/contract/arco';
import { PrintTable } from './PrintTable';

const HEADERS = ['Fecha', 'Hora', 'Tipo', 'Sucursal', 'Dispositivo', 'Método', 'Foto'] as const;

/** Every punch of the person, oldest first: when, where, how (face, NIP or manual, with its reason) and whether a photo is kept. */
export function PunchesTable({ punches }: { punches: readonly ArcoPunch[] }) {
  const rows = punches.map((p, i) => ({
    key: `${p.hora}-${i}`,
    cells: [
      <span className="arco-nowrap">
        {formatNumericDate(p.hora)}
        {/* A night shift's salida after midnight counts for the day before. */}
        {p.diaLaboral !== localDayOf(p.hora) && <span className="arco-note">Jornada del {dayMonthYear(p.diaLaboral)}</span>}
      </span>,
      <span className="arco-nowrap">{formatTime(p.hora)}</span>,
      punchTypeLabel(p.tipo),
      p.sucursal ?? t.none,
      p.dispositivo ?? t.none,
      <>
        {punchMethodLabels[p.metodo]}
        {p.motivo && <span className="arco-note">Motivo: {p.motivo}</span>}
        {p.anulada && (
          <span className="arco-note">
            Anulada: {p.anulada.motivo} ({p.anulada.usuario}, {formatNumericDate(p.anulada.fecha)} {formatTime(p.anulada.fecha)})
          </span>
        )}
      </>,
      p.conFoto ? t.yes : t.no,
    ],
  }));
  return <PrintTable caption="Checadas" headers={HEADERS} rows={rows} empty={t.noPunches} />;
}
