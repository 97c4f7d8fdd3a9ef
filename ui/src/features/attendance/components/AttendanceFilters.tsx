import type { Sucursal } from '@reloj/contract/catalogues';
import type { Employee } from '@reloj/contract/employees';
import { Field } from '../../../components/Field';
import { BranchFilter } from '../../../components/BranchFilter';
import { SelectField } from '../../../components/SelectField';
import type { AttendanceFilters as Filters } from '../types';

type AttendanceFiltersProps = {
  filters: Filters;
  branches: readonly Pick<Sucursal, 'id' | 'nombre'>[];
  employees: readonly Pick<Employee, 'id' | 'nombre' | 'activo'>[];
  onChange: (changes: Partial<Filters>) => void;
};

/** Desde, hasta, sucursal and empleado; every change applies at once. */
export function AttendanceFilters({ filters, branches, employees, onChange }: AttendanceFiltersProps) {
  return (
    <form className="attendance-filters" role="search" aria-label="Filtros de asistencias" onSubmit={(e) => e.preventDefault()}>
      <Field label="Desde">
        <input
          className="input"
          type="date"
          name="desde"
          max={filters.hasta || undefined}
          value={filters.desde}
          onChange={(e) => onChange({ desde: e.target.value })}
        />
      </Field>
      <Field label="Hasta">
        <input
          className="input"
          type="date"
          name="hasta"
          min={filters.desde || undefined}
          value={filters.hasta}
          onChange={(e) => onChange({ hasta: e.target.value })}
        />
      </Field>
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
