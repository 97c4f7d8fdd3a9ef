import { AUDIT_ID_KINDS, auditNameKey, type AuditEntry, type AuditIdKind } from '@reloj/contract/auditoria';
import { fieldLabel, isHidden } from './fieldLabels';
import { formatValue } from './formatValue';

/** One field of a change, named and formatted; `changed` when before and after differ. */
export type ChangeRow = { key: string; label: string; antes: string; despues: string; changed: boolean };

/**
 * What a change shows: 'cambio' when both sides are known (before and after side by side), 'alta' or 'baja'
 * when only one is (the record created, or the one removed), 'nada' when neither.
 */
export type Change = { kind: 'cambio' | 'alta' | 'baja' | 'nada'; rows: ChangeRow[] };

const asRecord = (value: unknown): Record<string, unknown> | null => {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { valor: value };
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What the daemon looked up for the entry's ids (issue 30); older callers and tests may leave it out. */
type Names = { nombres?: AuditEntry['nombres'] };

const KIND_LABELS: Record<AuditIdKind, string> = { empleado: 'Empleado', sucursal: 'Sucursal', puesto: 'Puesto', bono: 'Bono', dispositivo: 'Dispositivo' };

/** The name an id field's value points to ('ANA LÓPEZ (núm. 0002)' for employeeId 3); undefined when unknown. */
function nameOf(key: string, value: unknown, nombres: AuditEntry['nombres'] | undefined): string | undefined {
  const kind = AUDIT_ID_KINDS[key];
  return kind && typeof value === 'number' ? nombres?.[auditNameKey(kind, value)] : undefined;
}

/** An id field's label once it shows a name: 'Empleado', not 'Empleado (núm. interno)'. */
const namedLabel = (key: string): string => (key === 'otroEmpleadoId' ? 'Otro empleado' : KIND_LABELS[AUDIT_ID_KINDS[key] as AuditIdKind]);

export function changeRows(entry: Pick<AuditEntry, 'accion' | 'antes' | 'despues'> & Names): Change {
  const entity = entry.accion.split('.')[0] ?? '';
  const antes = asRecord(entry.antes);
  const despues = asRecord(entry.despues);
  const keys = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])];
  const present = new Set(keys);
  const rows = keys
    .filter((key) => !isHidden(key, present))
    .map((key) => {
      const named = { antes: nameOf(key, antes?.[key], entry.nombres), despues: nameOf(key, despues?.[key], entry.nombres) };
      return {
        key,
        label: named.antes || named.despues ? namedLabel(key) : fieldLabel(key),
        antes: antes ? (named.antes ?? formatValue(key, antes[key], entity)) : '',
        despues: despues ? (named.despues ?? formatValue(key, despues[key], entity)) : '',
        changed: Boolean(antes && despues) && !same(antes?.[key], despues?.[key]),
      };
    });
  const kind = antes && despues ? 'cambio' : despues ? 'alta' : antes ? 'baja' : 'nada';
  return { kind, rows };
}

/**
 * The name a change is about (the employee, the branch, the account...), for the entry's heading; failing a name in
 * the change itself, the record its id names ('Empleado ANA LÓPEZ (núm. 0002)'); null if none.
 */
export function subjectOf(entry: Pick<AuditEntry, 'antes' | 'despues'> & Names): string | null {
  for (const side of [entry.despues, entry.antes]) {
    const record = asRecord(side);
    for (const key of ['nombre', 'empleado', 'usuario', 'codigo']) {
      const value = record?.[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  for (const side of [entry.despues, entry.antes]) {
    const record = asRecord(side);
    for (const [key, value] of Object.entries(record ?? {})) {
      const name = nameOf(key, value, entry.nombres);
      if (name) return `${namedLabel(key)} ${name}`;
    }
  }
  return null;
}
