import type { Rol, Turno } from '@reloj/contract/turnos';
import { SelectField } from '../../../components/SelectField';
import { asignacionText as a } from '../messages';

/** 't:3' is turno 3, 'r:2' rol 2; '' none chosen. */
export type TurnoORol = string;

export const payloadDe = (value: TurnoORol) =>
  value.startsWith('t:') ? { turnoId: Number(value.slice(2)) } : value.startsWith('r:') ? { rolId: Number(value.slice(2)) } : {};

export const nombreDe = (value: TurnoORol, turnos: readonly Turno[], roles: readonly Rol[]) =>
  value.startsWith('t:') ? turnos.find((t) => t.id === Number(value.slice(2)))?.nombre : roles.find((r) => r.id === Number(value.slice(2)))?.nombre;

/** 'Turno o rol': the catalogue's turnos and the rotations, under their headings. */
export function TurnoRolSelect(props: {
  value: TurnoORol;
  onChange: (value: TurnoORol) => void;
  turnos: readonly Turno[];
  roles: readonly Rol[];
  error?: string;
}) {
  const { value, onChange, turnos, roles, error } = props;
  return (
    <SelectField label={a.turnoORol} required error={error} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{a.elegir}</option>
      <optgroup label={a.grupoTurnos}>
        {turnos.map((t) => (
          <option key={t.id} value={`t:${t.id}`}>
            {t.codigo} · {t.nombre}
          </option>
        ))}
      </optgroup>
      {roles.length > 0 && (
        <optgroup label={a.grupoRoles}>
          {roles.map((r) => (
            <option key={r.id} value={`r:${r.id}`}>
              {r.nombre}
            </option>
          ))}
        </optgroup>
      )}
    </SelectField>
  );
}
