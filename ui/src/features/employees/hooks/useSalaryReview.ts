import { useSalariosMinimos } from '../../../api/salariosMinimos';
import { reviewSalary, type SalaryReview } from '../../../components/SalaryReview';
import { salaryOfPuesto } from '../form';
import type { EmployeeFormValues, EmployeeOptions } from '../types';

/**
 * The employee's daily salary against the minimum of the chosen sucursal's zone (the general zone before one is
 * chosen), as it is typed (issue 30 item 2): on 'Nuevo Empleado' the puesto's salary, in the edit dialog the typed one.
 * The full daily minimum: the proportional one of a shorter shift is the pre-nómina's warning (payroll/src/minimumWage.ts).
 */
export function useSalaryReview(values: EmployeeFormValues, options: EmployeeOptions, mode: 'register' | 'edit'): SalaryReview | null {
  const minimos = useSalariosMinimos();
  const zona = options.sucursales.find((s) => s.nombre === values.sucursal)?.zona ?? 'general';
  const typed = mode === 'register' ? String(salaryOfPuesto(options, values.puesto) ?? '') : values.salario;
  return reviewSalary(typed, minimos.data, zona);
}
