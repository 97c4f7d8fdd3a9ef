import type { Sucursal } from '@reloj/contract/catalogues';
import type { Employee } from '@reloj/contract/employees';
import { DateInput } from '../../../components/DateInput';
import { BranchFilter } from '../../../components/BranchFilter';
import { SelectField } from '../../../components/SelectField';
import type { AttendanceFilters as Filters } from '../types';

type AttendanceFiltersProps = {
  filters: Filters;
  branches: readonly Pick<Sucursal, 'id' | 'nombre'>[];
  employees: readonly Pick<Employee, 'id' | 'nombre' | 'activo'>[];
  onChange: (changes: Partial<Filters>) => void;
};

/**
 * Desde, hasta (dd/mm/aaaa), sucursal and empleado; every change applies at once (a date once it is a whole, real
 * one). A period in the wrong order is the page's to explain, so either date can be changed first.
 */
export function AttendanceFilters({ filters, branches, employees, onChange }: AttendanceFiltersProps) {
  return (
    <form className="attendance-filters" role="search" aria-label="Filtros de asistencias" noValidate onSubmit={(e) => e.preventDefault()}>
      <DateInput label="Desde" name="desde" value={filters.desde} onChange={(desde) => onChange({ desde })} />
      <DateInput label="Hasta" name="hasta" value={filters.hasta} onChange={(hasta) => onChange({ hasta })} />
      <BranchFilter name="sucursal" allLabel="Todas" sucursales={branches} value={filters.sucursal} onChange={(sucursal) => onChange({ sucursal })} />
      <SelectField label="Empleado" name="empleado" value={filters.empleado} onChange={(e) => onChange({ empleado: e.target.value })}>
        <option value="">Todos</option>
        {employees.map((e) => (
          <option key={e.id} value={e.id}>
            {e.activo ? e.nombre : `${e.nombre} (baja)`}
          </option>
        ))}
      </SelectField>
    </form>
  );
}
