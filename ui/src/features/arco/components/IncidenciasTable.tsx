import { dayMonthYear } from '@reloj/contract/dates';
import { formatMinutes, formatDateAndTime } from '../../../lib/dateTime';
import { arcoText as t } from '../messages';
import { incidenciaLabel } from '../lib/format';
import type { ArcoIncidencia } from '@reloj/contract/arco';
import { PrintTable } from './PrintTable';

const HEADERS = ['Fecha', 'Tipo', 'Tiempo', 'Nota', 'La registró', 'Registrada el'] as const;

/** The incidencias recorded for the person (absences justified, permissions, overtime...). */
export function IncidenciasTable({ incidencias }: { incidencias: readonly ArcoIncidencia[] }) {
  const rows = incidencias.map((inc, i) => ({
    key: `${inc.fecha}-${i}`,
    cells: [
      <span className="arco-nowrap">{dayMonthYear(inc.fecha)}</span>,
      incidenciaLabel(inc.tipo),
      <span className="arco-nowrap">{inc.minutos === null ? t.none : formatMinutes(inc.minutos)}</span>,
      inc.nota ?? t.none,
      inc.registradaPor,
      <span className="arco-nowrap">{formatDateAndTime(inc.registradaEn)}</span>,
    ],
  }));
  return <PrintTable caption="Incidencias" headers={HEADERS} rows={rows} empty={t.noIncidencias} />;
}
