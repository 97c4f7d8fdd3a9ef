import type { Turno } from '@reloj/contract/turnos';
import { labelled } from '../../../components/cellLabel';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadError } from '../../../components/LoadError';
import type { LoadStatus } from '../../../lib/loadStatus';
import { jornadaLineas } from '../lib/jornadaResumen';
import { formatHoras, turnoResumen } from '../lib/turnoText';
import { turnosText as t } from '../messages';
import { TurnoChip } from './TurnoChip';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';

type TurnosTableProps = {
  turnos: readonly Turno[];
  status: LoadStatus;
  error?: string;
  onEdit: (turno: Turno) => void;
  onDelete: (turno: Turno) => void;
  onRetry: () => void;
};

/** The catalogue: code in its colour, name and days, hours per week, each day's jornada with its legal maximum, the daemon's warnings. */
export function TurnosTable({ turnos, status, error, onEdit, onDelete, onRetry }: TurnosTableProps) {
  const columns: Column<Turno>[] = [
    { header: t.columns.codigo, cell: (turno) => <TurnoChip codigo={turno.codigo} color={turno.color} /> },
    {
      header: t.columns.nombre,
      cell: (turno) => (
        <span className="turno-name">
          <span className="cell-name">{turno.nombre}</span>
          <span className="turno-resumen">{turnoResumen(turno)}</span>
          <span className="turno-empleados">{t.empleados(turno.empleados)}</span>
        </span>
      ),
    },
    {
      header: t.columns.horas,
      align: 'end',
      cell: (turno) => labelled(t.columns.horas, <span className="cell-money">{formatHoras(turno.minutosSemana)}</span>),
    },
    {
      header: t.columns.jornada,
      cell: (turno) =>
        labelled(
          t.columns.jornada,
          <ul className="jornada-lineas">
            {jornadaLineas(turno.tipo, turno.dias).map((l) => (
              <li key={l.dias} className={l.excede ? 'jornada-linea jornada-linea--excede' : 'jornada-linea'}>
                <span className="jornada-linea__dias">{l.dias}</span> {l.horas} · {l.jornada}
                {l.maximo && <span className="jornada-linea__max"> ({t.maximo(l.maximo)})</span>}
              </li>
            ))}
          </ul>,
        ),
    },
    {
      header: t.columns.advertencias,
      cell: (turno) =>
        turno.advertencias.length === 0 ? (
          <span className="cell-none">—</span>
        ) : (
          labelled(
            t.columns.advertencias,
            <ul className="turno-advertencias">
              {turno.advertencias.map((a) => (
                <li key={a.code}>{a.mensaje}</li>
              ))}
            </ul>,
          )
        ),
    },
    {
      header: t.columns.acciones,
      align: 'end',
      cell: (turno) => (
        <div className="row-actions">
          <EditDeleteButtons
            name={turno.nombre}
            confirm={{ question: t.deleteQuestion(turno.nombre), details: t.deleteDetails, label: 'Sí, borrar' }}
            onEdit={() => onEdit(turno)}
            onDelete={() => onDelete(turno)}
          />
        </div>
      ),
    },
  ];
  return (
    <div className="turnos-lista">
      <DataTable
        caption={t.listTitle}
        columns={columns}
        rows={turnos}
        rowKey={(turno) => turno.id}
        compact
        cards
        placeholder={status === 'loading' ? 'Cargando...' : status === 'error' ? <LoadError error={error} onRetry={onRetry} /> : t.empty}
      />
    </div>
  );
}
