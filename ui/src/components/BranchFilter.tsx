import type { Sucursal } from '@reloj/contract/catalogues';
import { SelectField } from './SelectField';

type BranchFilterProps = {
  sucursales: readonly Pick<Sucursal, 'id' | 'nombre'>[];
  /** The chosen sucursal's id as text; '' for all of them. */
  value: string;
  onChange: (value: string) => void;
  className?: string;
  name?: string;
  /** The first option, the one that filters nothing. */
  allLabel?: string;
};

/** 'Sucursal': a filter by branch, its first option all of them. */
export function BranchFilter({ sucursales, value, onChange, className, name, allLabel = 'Todas las sucursales' }: BranchFilterProps) {
  return (
    <SelectField label="Sucursal" className={className} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{allLabel}</option>
      {sucursales.map((s) => (
        <option key={s.id} value={String(s.id)}>
          {s.nombre}
        </option>
      ))}
    </SelectField>
  );
}
