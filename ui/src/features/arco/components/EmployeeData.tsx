import type { Employee } from '@reloj/contract/employees';
import { employeeFields } from '../lib/employeeFields';

/** The employee's record: name, número, branch, position, salary, schedule... as label and value. */
export function EmployeeData({ empleado }: { empleado: Employee }) {
  return (
    <dl className="arco-fields">
      {employeeFields(empleado).map(([label, value]) => (
        <div key={label} className="arco-field">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
