import { DataTable, type Column } from '../../../components/DataTable';
import { formatMoney } from '../../../lib/money';
import { formatShift } from '../../../lib/schedule';
import { nipText } from '../nipMessages';
import { bajaLine, vacacionesText } from '../prestacionesMessages';
import { prestacionesOf, type Employee } from '../types';
import { formatDiasDescanso } from '../../../lib/dateTime';
import { EmployeeRowActions, type EmployeeRowActionsProps } from './EmployeeRowActions';
import '../prestaciones.css';
import { Advertencias } from './Advertencias';
import { LoadError } from '../../../components/LoadError';
import { labelled } from '../../../components/cellLabel';

/** Each row's actions (their handlers documented in EmployeeRowActions), and the list's own. */
type EmployeesTableProps = Omit<EmployeeRowActionsProps, 'employee'> & {
  employees: readonly Employee[];
  status: 'loading' | 'ready' | 'error';
  error?: string;
  /** Some filter is set: an empty list means "nobody matches", not "nobody registered". */
  filtered: boolean;
  onRetry: () => void;
  /** A read-only account (consulta): no actions column. */
  readOnly?: boolean;
};

function FaceCount({ count }: { count: number }) {
  return count === 0 ? (
    <span className="face-count face-count--none" title="Sin rostro registrado: no puede checar en el reloj.">
      0
    </span>
  ) : (
    <span className="face-count">{count}</span>
  );
}

/** 'Baja: 15/11/2026 · Renuncia voluntaria': the current baja of an employee de baja, as the list carries it. */
function BajaLine({ employee }: { employee: Employee }) {
  const { fechaBaja, motivoBaja } = employee;
  return fechaBaja && motivoBaja ? <span className="employee-line baja-line">{bajaLine(fechaBaja, motivoBaja)}</span> : null;
}

/**
 * The line under the state with the vacation days left (issue 31): 'Vacaciones: 11 días', 'Adelantadas: 2 días' in
 * amber, 'Saldo inicial de vacaciones pendiente' when the daemon cannot tell (issue 40: no opening balance yet);
 * nothing from a daemon that does not answer them.
 */
function VacacionesLeft({ employee }: { employee: Employee }) {
  const left = prestacionesOf(employee).vacacionesPendientes;
  if (left === undefined) return null;
  if (left !== null && left < 0)
    return (
      <span className="employee-line vacaciones-left--adelantadas" title={vacacionesText.adelantadasTitle}>
        {vacacionesText.adelantadas(left)}
      </span>
    );
  return <span className="employee-line">{vacacionesText.line(left)}</span>;
}

/** Name, branch, position, salary, bonus, shift, enrolled faces, state and the row's actions. */
export function EmployeesTable(props: EmployeesTableProps) {
  const { employees, status, error, filtered, onEdit, onAddFace, onPrivacy, onNip, onExpediente, onDeactivate, onReactivate, onRetry, readOnly } = props;
  const columns: Column<Employee>[] = [
    {
      header: 'Nombre',
      cell: (e) => (
        <span className="employee-name">
          <span className="cell-name">{e.nombre}</span>
          {(e.numeroEmpleado || e.tieneNip) && (
            <span className="employee-key">
              {e.numeroEmpleado && <span className="employee-number">No. {e.numeroEmpleado}</span>}
              {e.tieneNip && (
                <span className="tag tone-warn" title={nipText.markerTitle}>
                  {nipText.marker}
                </span>
              )}
            </span>
          )}
          <Advertencias advertencias={e.advertencias} />
        </span>
      ),
    },
    { header: 'Sucursal', cell: (e) => labelled('Sucursal', e.sucursal) },
    { header: 'Puesto', cell: (e) => labelled('Puesto', e.puesto) },
    {
      header: 'Salario Diario',
      align: 'end',
      cell: (e) =>
        labelled(
          'Salario Diario',
          <span className={`cell-money${e.advertencias?.some((a) => a.code === 'salario_minimo') ? ' salary--low' : ''}`}>{formatMoney(e.salarioDiario)}</span>,
        ),
    },
    {
      header: 'Bono',
      align: 'end',
      cell: (e) =>
        labelled(
          'Bono',
          e.bono > 0 ? (
            <span className="cell-money" title={e.bonoNombre ?? undefined}>
              {formatMoney(e.bono)}
            </span>
          ) : (
            <span className="cell-none">—</span>
          ),
        ),
    },
    {
      header: 'Horario',
      cell: (e) =>
        labelled(
          'Horario',
          <span className="shift">
            <span className="shift__times">{formatShift(e.horaEntrada, e.horaSalida)}</span>
            {e.turnoNocturno && <span className="tag tone-info">nocturno</span>}
            <span className="shift__extra">Descanso: {formatDiasDescanso(e.diasDescanso ?? [0])}</span>
            {(e.minutosComida ?? 0) > 0 && <span className="shift__extra">Comida: {e.minutosComida} min</span>}
          </span>,
        ),
    },
    { header: 'Rostros', align: 'end', cell: (e) => labelled('Rostros', <FaceCount count={e.rostros} />) },
    {
      header: 'Estado',
      cell: (e) =>
        labelled(
          'Estado',
          <span className="employee-estado">
            <span className={`tag ${e.activo ? 'tone-ok' : 'tone-muted'}`}>{e.activo ? 'Activo' : 'Baja'}</span>
            <VacacionesLeft employee={e} />
            {!e.activo && <BajaLine employee={e} />}
          </span>,
        ),
    },
    {
      header: 'Acciones',
      align: 'end',
      cell: (e) => (
        <EmployeeRowActions
          employee={e}
          onEdit={onEdit}
          onAddFace={onAddFace}
          onPrivacy={onPrivacy}
          onNip={onNip}
          onExpediente={onExpediente}
          onDeactivate={onDeactivate}
          onReactivate={onReactivate}
        />
      ),
    },
  ];

  const loadError = <LoadError error={error} onRetry={onRetry} />;
  const emptyText = filtered ? 'Ningún empleado coincide con los filtros.' : 'Aún no hay empleados registrados.';

  return (
    <>
      {status === 'error' && employees.length > 0 && <p className="table-notice">{loadError}</p>}
      <DataTable
        caption="Empleados"
        columns={readOnly ? columns.filter((c) => c.header !== 'Acciones') : columns}
        rows={employees}
        rowKey={(e) => e.id}
        compact
        stackUpTo={960}
        placeholder={status === 'loading' ? 'Cargando...' : status === 'error' ? loadError : emptyText}
      />
    </>
  );
}
