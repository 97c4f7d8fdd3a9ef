import { useId } from 'react';
import type { Rol } from '@reloj/contract/usuarios';
import { useSucursales } from '../../../api/catalogues';
import { usuariosMessages as m } from '../messages';
import { describedBy, FieldError } from './FieldError';

type SucursalesFieldProps = {
  rol: Rol;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
  className?: string;
};

/** 'Sucursales' of a gerente (at least one) or a consulta (none: every branch); an administrador sees them all. */
export function SucursalesField({ rol, value, onChange, error, className }: SucursalesFieldProps) {
  const id = useId();
  const sucursales = useSucursales();
  if (rol === 'administrador') return null;
  const toggle = (sucursalId: number, checked: boolean) => onChange(checked ? [...value, sucursalId] : value.filter((v) => v !== sucursalId));
  const rows = sucursales.data ?? [];

  return (
    <fieldset
      className={['us-group', error && 'us-field--error', className].filter(Boolean).join(' ')}
      aria-describedby={describedBy(error && `${id}-error`, `${id}-hint`)}
    >
      <legend className="field__label us-group__legend">Sucursales</legend>
      <span id={`${id}-hint`} className="us-hint">
        {m.branchesHint[rol]}
      </span>
      {sucursales.isPending ? (
        <p className="us-hint">{m.branchesLoading}</p>
      ) : sucursales.isError && rows.length === 0 ? (
        <p className="us-error">{m.branchesLoadFailed}</p>
      ) : rows.length === 0 ? (
        <p className="us-hint">{m.branchesNone}</p>
      ) : (
        <div className="us-checks">
          {rows.map((s) => (
            <label key={s.id} className="check-label us-check">
              <input type="checkbox" checked={value.includes(s.id)} onChange={(e) => toggle(s.id, e.target.checked)} />
              <span>{s.nombre}</span>
            </label>
          ))}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
