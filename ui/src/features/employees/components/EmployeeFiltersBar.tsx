import type { EmployeeFilters } from '../../../api/employees';
import type { Sucursal } from '../types';
import { BranchFilter } from '../../../components/BranchFilter';

type EmployeeFiltersBarProps = {
  filters: EmployeeFilters;
  onChange: (filters: EmployeeFilters) => void;
  sucursales: readonly Sucursal[];
};

/** Text search, branch and whether to include employees given 'baja'. */
export function EmployeeFiltersBar({ filters, onChange, sucursales }: EmployeeFiltersBarProps) {
  const set = (patch: Partial<EmployeeFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="employee-filters" role="search" aria-label="Filtrar empleados">
      <label className="field employee-filters__search">
        <span className="field__label">Buscar</span>
        <input
          className="input"
          type="search"
          placeholder="Nombre del empleado"
          maxLength={120}
          value={filters.texto}
          onChange={(e) => set({ texto: e.target.value })}
        />
      </label>
      <BranchFilter className="employee-filters__branch" sucursales={sucursales} value={filters.sucursalId} onChange={(sucursalId) => set({ sucursalId })} />
      <label className="checkbox employee-filters__bajas">
        <input type="checkbox" checked={filters.incluirBajas} onChange={(e) => set({ incluirBajas: e.target.checked })} />
        Mostrar bajas
      </label>
    </div>
  );
}
