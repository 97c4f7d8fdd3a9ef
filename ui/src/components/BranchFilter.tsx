import type { Sucursal } from '@reloj/contract/catalogues';
import { useCurrentUser } from '../api/authState';
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

/**
 * 'Sucursal': a filter by branch, its first option all of them. An account limited to one branch (a gerente's) has
 * nothing to choose: its branch is the only option, shown as chosen (the daemon already answers that branch only).
 */
export function BranchFilter({ sucursales, value, onChange, className, name, allLabel = 'Todas las sucursales' }: BranchFilterProps) {
  const user = useCurrentUser();
  const only = user?.sucursales?.length === 1 ? sucursales.find((s) => s.id === user.sucursales?.[0]) : undefined;
  return (
    <SelectField label="Sucursal" className={className} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
      {only ? (
        // '' (the filter as it starts) and the branch's own id (from the address) both mean this branch.
        <option value={value}>{only.nombre}</option>
      ) : (
        <>
          <option value="">{allLabel}</option>
          {sucursales.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.nombre}
            </option>
          ))}
        </>
      )}
    </SelectField>
  );
}
