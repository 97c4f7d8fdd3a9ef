import type { EmployeesTurnos } from '../features/employees/components/EmployeesPage';
import { AsignarTurnoModal } from '../features/turnos/components/AsignarTurnoModal';
import { TurnoSection } from '../features/turnos/components/TurnoSection';

/** The turnos feature's parts of 'Empleados' (issue 41): the employee's 'Turno' section and 'Asignar turno' for several. */
export const employeesTurnos: EmployeesTurnos = {
  section: (employeeId) => <TurnoSection empleadoId={employeeId} />,
  bulk: (props) => <AsignarTurnoModal {...props} />,
};
