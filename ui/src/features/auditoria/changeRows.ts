import type { AuditEntry } from '@reloj/contract/auditoria';
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

export function changeRows(entry: Pick<AuditEntry, 'accion' | 'antes' | 'despues'>): Change {
  const entity = entry.accion.split('.')[0] ?? '';
  const antes = asRecord(entry.antes);
  const despues = asRecord(entry.despues);
  const keys = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])];
  const present = new Set(keys);
  const rows = keys
    .filter((key) => !isHidden(key, present))
    .map((key) => ({
      key,
      label: fieldLabel(key),
      antes: antes ? formatValue(key, antes[key], entity) : '',
      despues: despues ? formatValue(key, despues[key], entity) : '',
      changed: Boolean(antes && despues) && !same(antes?.[key], despues?.[key]),
    }));
  const kind = antes && despues ? 'cambio' : despues ? 'alta' : antes ? 'baja' : 'nada';
  return { kind, rows };
}

/** The name a change is about (the employee, the branch, the account...), for the entry's heading; null if none. */
export function subjectOf(entry: Pick<AuditEntry, 'antes' | 'despues'>): string | null {
  for (const side of [entry.despues, entry.antes]) {
    const record = asRecord(side);
    for (const key of ['nombre', 'empleado', 'usuario', 'codigo']) {
      const value = record?.[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}
