import type { ReactNode } from 'react';
import type { EmpleadoPrenomina } from '@reloj/contract/prenomina';
import { formatMoney } from '../../../lib/money';
import { formatCount, formatHoras, manualOrigins, mediasText, MONEY_LINES, moneyLinesOf, plural, salidasText, totalsOf, type MoneyKey } from '../lib/figures';
import { labelled } from '../../../components/cellLabel';
import { ColumnHeads, type ColumnHead } from '../../../components/ColumnHeads';
import { PlaceholderRow } from '../../../components/DataTable';

type PrenominaTableProps = {
  rows: readonly EmpleadoPrenomina[];
  /** Shown in place of the rows when there are none (loading, empty, load error). */
  placeholder: ReactNode;
  onOpen: (row: EmpleadoPrenomina) => void;
};

function HorasExtra({ dobles, triples }: { dobles: number; triples: number }) {
  if (dobles === 0 && triples === 0) return <span className="cell-none">0</span>;
  return (
    <span className="pn-hours">
      <span>{formatHoras(dobles)} dobles</span>
      {triples > 0 && <span>{formatHoras(triples)} triples</span>}
    </span>
  );
}

const ATTENDANCE_COLUMNS: readonly ColumnHead[] = [
  { label: 'Días trabajados', className: 'cell--end pn-att' },
  { label: 'Faltas', className: 'cell--end pn-att' },
  { label: 'Retardos', className: 'cell--end pn-att' },
  { label: 'Horas extra', className: 'cell--end pn-att', note: <span className="pn-sub">(dobles / triples)</span> },
];

/** A money line's cell; the cards leave out the lines that are zero (`pn-money--zero`). */
const moneyCellClass = (value: number) => `cell--end pn-money${value === 0 ? ' pn-money--zero' : ''}`;

function Money({ value, strong }: { value: number; strong?: boolean }) {
  return <span className={`cell-money${value === 0 ? ' pn-zero' : ''}${strong ? ' pn-total' : ''}`}>{formatMoney(value)}</span>;
}

type LaterFigures = Record<MoneyKey | 'horasExtraDobles' | 'horasExtraTriples', number>;

/** From 'Horas extra' on, the cells an employee's row and the total row share: the hours, the money lines, the total. */
function LaterCells({ figures, moneyLines }: { figures: LaterFigures; moneyLines: ReturnType<typeof moneyLinesOf> }) {
  return (
    <>
      <td className="cell--end pn-att">{labelled('Horas extra (h)', <HorasExtra dobles={figures.horasExtraDobles} triples={figures.horasExtraTriples} />)}</td>
      {moneyLines.map((line) => (
        <td key={line.key} className={moneyCellClass(figures[line.key])}>
          {labelled(line.key === 'horasExtra' ? 'Pago de horas extra' : line.label, <Money value={figures[line.key]} />)}
        </td>
      ))}
      <td className="cell--end pn-col-total">{labelled('Total', <Money value={figures.total} strong />)}</td>
    </>
  );
}

/** Short words for the warnings the days view explains at length (the whole sentence is the tooltip). */
const ADVERTENCIA_SHORT: Record<string, string> = {
  sin_salida: 'Falta checada de salida',
  salario_minimo: 'Menor al salario mínimo',
  horas_extra_sin_autorizar: 'Horas extra sin autorizar',
  horario_invalido: 'Horario sin horas pagadas',
  jornada_excede_maximo: 'Jornada mayor a la legal',
  horas_extra_exceden_limite: 'Horas extra sobre el límite legal',
};

/**
 * The attendance columns in one line under the name, for the table beside the sidebar, where the money lines take
 * the width (the attendance columns are hidden there; the cards and the widest table show them).
 */
function AttendanceLine({
  figures,
}: {
  figures: Pick<
    EmpleadoPrenomina,
    'diasTrabajados' | 'faltas' | 'retardos' | 'horasExtraDobles' | 'horasExtraTriples' | 'salidasAnticipadas' | 'minutosSalidaAnticipada' | 'mediasJornadas'
  >;
}) {
  const extra = figures.horasExtraDobles + figures.horasExtraTriples;
  const parts = [
    <span key="dias">{plural(figures.diasTrabajados, 'día', 'días')}</span>,
    <span key="faltas" className={figures.faltas > 0 ? 'pn-bad' : undefined}>
      {plural(figures.faltas, 'falta')}
    </span>,
    <span key="retardos" className={figures.retardos > 0 ? 'pn-warn' : undefined}>
      {plural(figures.retardos, 'retardo')}
    </span>,
  ];
  if (extra > 0) parts.push(<span key="extra">{formatHoras(extra)} extra</span>);
  // Issue 41: only when there are any, so an office's line reads as before.
  if (figures.mediasJornadas > 0)
    parts.push(
      <span key="medias" className="pn-bad">
        {mediasText(figures.mediasJornadas)}
      </span>,
    );
  if (figures.salidasAnticipadas > 0)
    parts.push(
      <span key="salidas" className="pn-warn">
        {salidasText(figures)}
      </span>,
    );
  return (
    <span className="pn-attendance">
      {parts.flatMap((part, i) =>
        i === 0
          ? [part]
          : [
              <span key={`dot${i}`} className="pn-attendance__dot">
                {' · '}
              </span>,
              part,
            ],
      )}
    </span>
  );
}

/** What marks a row: figures shaped by manual punches or incidencias, and warnings. */
function RowMarks({ row }: { row: EmpleadoPrenomina }) {
  const origins = manualOrigins(row);
  const parts: string[] = [];
  if (origins.checadas > 0) parts.push(plural(origins.checadas, 'checada manual', 'checadas manuales'));
  if (origins.incidencias > 0) parts.push(plural(origins.incidencias, 'incidencia'));
  if (parts.length === 0 && row.advertencias.length === 0) return null;
  return (
    <span className="stack pn-marks">
      {parts.length > 0 && (
        <span className="pn-tag pn-tag--manual" title="Estas cifras incluyen checadas agregadas a mano o incidencias: ábrelo para ver qué días.">
          {parts.join(' · ')}
        </span>
      )}
      {row.advertencias.map((a) => (
        <span key={a.code} className="pn-tag pn-tag--warn" title={a.mensaje}>
          <span aria-hidden="true">⚠ </span>
          {ADVERTENCIA_SHORT[a.code] ?? a.mensaje}
          {ADVERTENCIA_SHORT[a.code] && <span className="visually-hidden">: {a.mensaje}</span>}
        </span>
      ))}
    </span>
  );
}

/**
 * One row per employee: attendance counts, the money lines (which add up to the total) and a total row.
 * The employee's name opens their days.
 */
export function PrenominaTable({ rows, placeholder, onOpen }: PrenominaTableProps) {
  const totals = totalsOf(rows);
  const moneyLines = moneyLinesOf(rows);
  const columns = 1 + 4 + moneyLines.length + 1; // name, attendance, money lines, total
  return (
    <div className="table-scroll pn-scroll">
      <table className={`data-table pn-table${moneyLines.length > MONEY_LINES.length ? ' pn-table--extra' : ''}`}>
        <caption className="visually-hidden">Pre-nómina por empleado</caption>
        <thead>
          <tr className="pn-groups">
            <th scope="col" rowSpan={2} className="pn-col-name">
              Nombre
            </th>
            <th scope="colgroup" colSpan={4} className="pn-group pn-att">
              Asistencia
            </th>
            <th scope="colgroup" colSpan={moneyLines.length} className="pn-group">
              Percepciones
            </th>
            <th scope="col" rowSpan={2} className="cell--end pn-col-total">
              Total
            </th>
          </tr>
          <tr>
            <ColumnHeads columns={ATTENDANCE_COLUMNS} />
            {moneyLines.map((line) => (
              <th key={line.key} scope="col" className="cell--end">
                {line.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <PlaceholderRow colSpan={columns}>{placeholder}</PlaceholderRow>
          ) : (
            rows.map((row) => (
              <tr key={row.empleadoId} className={row.advertencias.length > 0 ? 'pn-row--warn' : undefined}>
                <th scope="row" className="pn-col-name">
                  <button type="button" className="pn-name" onClick={() => onOpen(row)} title="Ver los días del empleado">
                    {row.nombre}
                  </button>
                  {row.numeroEmpleado && <span className="pn-number">No. {row.numeroEmpleado}</span>}
                  <AttendanceLine figures={row} />
                  <RowMarks row={row} />
                  {/* Cards (narrow screens) end with a plain button; the table's is the name. */}
                  <button
                    type="button"
                    className="button button--small button--secondary pn-open"
                    aria-label={`Ver días de ${row.nombre}`}
                    onClick={() => onOpen(row)}
                  >
                    Ver días
                  </button>
                </th>
                <td className="cell--end pn-att">{labelled('Días trabajados', formatCount(row.diasTrabajados))}</td>
                <td className="cell--end pn-att">
                  {labelled('Faltas', <span className={row.faltas > 0 ? 'pn-bad' : undefined}>{formatCount(row.faltas)}</span>)}
                  {row.faltasPorRetardos > 0 && (
                    <span className="pn-note" title="De estas faltas, las que vienen de acumular retardos">
                      {formatCount(row.faltasPorRetardos)} por retardos
                    </span>
                  )}
                  {row.mediasJornadas > 0 && (
                    <span className="pn-note pn-bad" title="Tramos de un turno partido sin checar (no cuentan como falta del día)">
                      {mediasText(row.mediasJornadas)}
                    </span>
                  )}
                </td>
                <td className="cell--end pn-att">
                  {labelled('Retardos', <span className={row.retardos > 0 ? 'pn-warn' : undefined}>{formatCount(row.retardos)}</span>)}
                  {row.salidasAnticipadas > 0 && (
                    <span className="pn-note pn-warn" title="Salidas antes de la hora de salida del turno, más allá de la tolerancia">
                      {salidasText(row)}
                    </span>
                  )}
                </td>
                <LaterCells figures={row} moneyLines={moneyLines} />
              </tr>
            ))
          )}
        </tbody>
        {rows.length > 0 && (
          <tfoot>
            <tr className="pn-totals">
              <th scope="row" className="pn-col-name">
                Total <span className="pn-sub">({plural(rows.length, 'empleado')})</span>
                <AttendanceLine figures={totals} />
              </th>
              <td className="cell--end pn-att">{labelled('Días trabajados', formatCount(totals.diasTrabajados))}</td>
              <td className="cell--end pn-att">{labelled('Faltas', formatCount(totals.faltas))}</td>
              <td className="cell--end pn-att">{labelled('Retardos', formatCount(totals.retardos))}</td>
              <LaterCells figures={totals} moneyLines={moneyLines} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
