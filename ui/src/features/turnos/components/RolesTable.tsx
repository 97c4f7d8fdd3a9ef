import { dayMonthYear } from '@reloj/contract/dates';
import type { Rol } from '@reloj/contract/turnos';
import { labelled } from '../../../components/cellLabel';
import { DataTable, type Column } from '../../../components/DataTable';
import { LoadError } from '../../../components/LoadError';
import type { LoadStatus } from '../../../lib/loadStatus';
import { turnosText as t } from '../messages';
import { TurnoChip } from './TurnoChip';
import { EditDeleteButtons } from '../../../components/EditDeleteButtons';

type RolesTableProps = {
  roles: readonly Rol[];
  status: LoadStatus;
  error?: string;
  onEdit: (rol: Rol) => void;
  onDelete: (rol: Rol) => void;
  onRetry: () => void;
};

/** The rotations: name, their turnos week by week, the Monday they start, how many employees follow them. */
export function RolesTable({ roles, status, error, onEdit, onDelete, onRetry }: RolesTableProps) {
  const columns: Column<Rol>[] = [
    { header: 'Nombre', cell: (rol) => <span className="cell-name">{rol.nombre}</span> },
    {
      header: t.columns.semanas,
      cell: (rol) =>
        labelled(
          t.columns.semanas,
          <ol className="rol-chips">
            {rol.turnosDetalle.map((turno, i) => (
              <li key={i} className="rol-chips__item">
                <span className="rol-chips__semana">{t.roles.semana(i)}</span>
                <TurnoChip codigo={turno.codigo} color={turno.color} title={turno.nombre} />
              </li>
            ))}
          </ol>,
        ),
    },
    { header: t.columns.inicio, cell: (rol) => labelled(t.columns.inicio, dayMonthYear(rol.inicio)) },
    { header: t.columns.empleados, align: 'end', cell: (rol) => labelled(t.columns.empleados, rol.empleados) },
    {
      header: t.columns.acciones,
      align: 'end',
      cell: (rol) => (
        <div className="row-actions">
          <EditDeleteButtons
            name={rol.nombre}
            confirm={{ question: t.roles.deleteQuestion(rol.nombre), details: t.deleteDetails, label: 'Sí, borrar' }}
            onEdit={() => onEdit(rol)}
            onDelete={() => onDelete(rol)}
          />
        </div>
      ),
    },
  ];
  return (
    <DataTable
      caption={t.roles.listTitle}
      columns={columns}
      rows={roles}
      rowKey={(rol) => rol.id}
      cards
      placeholder={status === 'loading' ? 'Cargando...' : status === 'error' ? <LoadError error={error} onRetry={onRetry} /> : t.roles.empty}
    />
  );
}
