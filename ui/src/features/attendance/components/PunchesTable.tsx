import type { Punch } from '@reloj/contract/attendance';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatCalendarDay, formatDateAndTime, formatDay, formatTime, localDayOf } from '../../../lib/dateTime';
import { punchTypeLabels } from '../../../lib/labels';
import { anularText as t, correctionText as c } from '../messages';
import { PunchDevice } from './PunchDevice';
import { PunchThumbnail } from './PunchThumbnail';
import { PunchTypeBadge } from './PunchTypeBadge';

/** Rows drawn at first, and added by each 'Mostrar más' (a month of a whole branch can be thousands). */
export const PAGE_SIZE = 200;

type PunchesTableProps = {
  punches: readonly Punch[];
  placeholder: string;
  onOpenPhoto: (punch: Punch & { foto: string }) => void;
  /** The account may void punches (administrador, gerente): each punch that counts gets 'Anular'. Absent for a consulta. */
  onAnular?: (punch: Punch) => void;
  /** The account may add incidencias (administrador, gerente): each row gets 'Incidencia' for its employee and working day. */
  onIncidencia?: (punch: Punch) => void;
};

export function PunchesTable({ punches, placeholder, onOpenPhoto, onAnular, onIncidencia }: PunchesTableProps) {
  const [visible, setVisible] = useState(PAGE_SIZE);

  const columns: Column<Punch>[] = [
    {
      header: 'Fecha',
      cell: (p) => (
        <span className="punch-day">
          {formatDay(p.hora)}
          {/* A night shift's salida after midnight counts for the day before: say so. */}
          {p.diaLaboral !== localDayOf(p.hora) && <span className="punch-workday">Jornada del {formatCalendarDay(p.diaLaboral)}</span>}
        </span>
      ),
    },
    { header: 'Hora', cell: (p) => <span className="punch-time">{formatTime(p.hora)}</span> },
    {
      header: 'Empleado',
      cell: (p) => (
        <>
          <span className="cell-name">{p.empleado}</span>
          {p.anulada && <span className="punch-void">{t.voided(p.anulada.motivo, p.anulada.usuario, formatDateAndTime(p.anulada.fecha))}</span>}
        </>
      ),
    },
    { header: 'Sucursal', cell: (p) => p.sucursal ?? <span className="punch-none">Sin sucursal</span> },
    { header: 'Tipo', cell: (p) => <PunchTypeBadge tipo={p.tipo} /> },
    { header: 'Dispositivo', cell: (p) => <PunchDevice punch={p} /> },
    { header: 'Foto', cell: (p) => <PunchThumbnail punch={p} onOpen={onOpenPhoto} /> },
    ...(onAnular || onIncidencia
      ? [
          {
            header: c.column,
            cell: (p: Punch) => (
              <div className="row-actions punch-actions">
                {onAnular && !p.anulada && (
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-label={t.buttonLabel(p.empleado, punchTypeLabels[p.tipo], formatTime(p.hora))}
                    onClick={() => onAnular(p)}
                  >
                    {t.button}
                  </button>
                )}
                {onIncidencia && (
                  <button
                    type="button"
                    className="button button--small button--secondary"
                    aria-label={c.incidenciaLabel(p.empleado, formatCalendarDay(p.diaLaboral))}
                    onClick={() => onIncidencia(p)}
                  >
                    {c.incidencia}
                  </button>
                )}
              </div>
            ),
          },
        ]
      : []),
  ];

  const shown = punches.length > visible ? punches.slice(0, visible) : punches;
  return (
    <>
      <DataTable
        caption="Checadas"
        columns={columns}
        rows={shown}
        rowKey={(p) => p.id}
        placeholder={placeholder}
        compact
        rowClassName={(p) => (p.anulada ? 'punch-row--anulada' : undefined)}
      />
      {punches.length > shown.length && (
        <div className="punches__more">
          <span>
            Mostrando {shown.length.toLocaleString('es-MX')} de {punches.length.toLocaleString('es-MX')}.
          </span>
          <button type="button" className="button button--small button--secondary" onClick={() => setVisible((v) => v + PAGE_SIZE)}>
            Mostrar más
          </button>
        </div>
      )}
    </>
  );
}
