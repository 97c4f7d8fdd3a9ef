import type { AuditoriaFilters as Filters, AuditOptions } from '@reloj/contract/auditoria';
import { DateInput } from '../../../components/DateInput';
import { SelectField } from '../../../components/SelectField';
import type { AuditFilterKey } from '../hooks/useAuditoriaFilters';
import { kindGroups } from '../kindOptions';

type AuditFiltersProps = {
  filters: Filters;
  options: AuditOptions | undefined;
  /** Why the range cannot be asked for (desde after hasta), told beside 'Desde'. */
  rangeError: string | null;
  onChange: (changes: Partial<Record<AuditFilterKey, string>>) => void;
  onClear: () => void;
};

/** Desde, hasta (dd/mm/aaaa, local dates of the box), usuario and tipo de cambio; every change applies at once. */
export function AuditoriaFilters({ filters, options, rangeError, onChange, onClear }: AuditFiltersProps) {
  const groups = kindGroups(options?.acciones ?? []);
  const active = Object.keys(filters).length > 0;
  return (
    <form className="audit-filters" role="search" aria-label="Filtros de auditoría" noValidate onSubmit={(e) => e.preventDefault()}>
      <DateInput label="Desde" name="fechaDesde" value={filters.fechaDesde ?? ''} error={rangeError} onChange={(fechaDesde) => onChange({ fechaDesde })} />
      <DateInput label="Hasta" name="fechaHasta" value={filters.fechaHasta ?? ''} onChange={(fechaHasta) => onChange({ fechaHasta })} />
      <SelectField label="Usuario" name="usuario" value={filters.usuario ?? ''} onChange={(e) => onChange({ usuario: e.target.value })}>
        <option value="">Todos</option>
        {(options?.usuarios ?? []).map((u) => (
          <option key={u} value={u}>
            {u}
          </option>
        ))}
      </SelectField>
      {/* The kind and the button stay together when the bar wraps: the button never sits alone under an empty label's room. */}
      <div className="audit-filters__last">
        <SelectField label="Tipo de cambio" name="tipo" value={filters.tipo ?? ''} onChange={(e) => onChange({ tipo: e.target.value })}>
          <option value="">Todos</option>
          {groups.map((g) => (
            <optgroup key={g.entity} label={g.label}>
              <option value={g.entity}>{g.label}: todos</option>
              {g.actions.map((a) => (
                <option key={a.value} value={a.value}>
                  {a.label}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <button type="button" className="button button--secondary audit-filters__clear" disabled={!active} onClick={onClear}>
          Quitar filtros
        </button>
      </div>
    </form>
  );
}
