import { AUDIT_ID_KINDS, auditNameKey, type AuditIdKind, type AuditoriaFilters, type AuditOptions } from '@reloj/contract/auditoria';
import { addDays, instantOf } from '@reloj/contract/dates';
import type { AuditEntry, AuditSelection, StoredAuditEntry } from '../../db/repositories/auditoria.js';
import type { Repositories } from '../../db/repositories/index.js';
import { isoNow, type Clock } from '../../lib/clock.js';

/** The filters as the log stores its rows: local dates of the box as UTC instants, `tipo` as an entity or an action. */
function selection(filters: AuditoriaFilters, timeZone: string): AuditSelection {
  const startOf = (date: string) => instantOf(`${date}T00:00`, timeZone).toISOString();
  const tipo = filters.tipo;
  return {
    desde: filters.fechaDesde && startOf(filters.fechaDesde),
    hasta: filters.fechaHasta && startOf(addDays(filters.fechaHasta, 1)),
    usuario: filters.usuario,
    ...(tipo === undefined ? {} : tipo.includes('.') ? { accion: tipo } : { entidad: tipo }),
  };
}

/** The ids of each kind an entry's before and after hold at their first level (employeeId, sucursalId...). */
function idsOf(entries: readonly StoredAuditEntry[]): Map<AuditIdKind, Set<number>> {
  const ids = new Map<AuditIdKind, Set<number>>();
  for (const entry of entries)
    for (const side of [entry.antes, entry.despues]) {
      if (side === null || typeof side !== 'object' || Array.isArray(side)) continue;
      for (const [key, value] of Object.entries(side as Record<string, unknown>)) {
        const kind = AUDIT_ID_KINDS[key];
        if (kind && Number.isSafeInteger(value)) ids.set(kind, (ids.get(kind) ?? new Set()).add(value as number));
      }
    }
  return ids;
}

/** Who changed what, before and after: written by every admin change, read by 'Auditoría'. */
export function createAuditoriaService(deps: Pick<Repositories, 'auditoria'> & { clock: Clock; timeZone: string }) {
  const { auditoria: repo, clock, timeZone } = deps;
  return {
    record: (who: { id: number; usuario: string }, ip: string | null, accion: string, antes: unknown, despues: unknown): void =>
      repo.insert({ usuarioId: who.id, usuario: who.usuario, accion, antes, despues, ip, now: isoNow(clock) }),
    /**
     * A page of the log, each entry with the names its ids point to (issue 30: 'ANA LÓPEZ (núm. 0002)', not 3),
     * looked up once per kind for the whole page; a record deleted since keeps only its id.
     */
    list: (limite: number, desde: number, filters: AuditoriaFilters = {}): AuditEntry[] => {
      const entries = repo.list(limite, desde, selection(filters, timeZone));
      const names = new Map<string, string>();
      for (const [kind, ids] of idsOf(entries)) for (const [id, nombre] of repo.names(kind, [...ids])) names.set(auditNameKey(kind, id), nombre);
      return entries.map((entry) => {
        const nombres: Record<string, string> = {};
        for (const [kind, ids] of idsOf([entry]))
          for (const id of ids) {
            const nombre = names.get(auditNameKey(kind, id));
            if (nombre !== undefined) nombres[auditNameKey(kind, id)] = nombre;
          }
        return { ...entry, nombres };
      });
    },
    /** How many entries the filters select (for the screen's 'Página 2 de 7'). */
    total: (filters: AuditoriaFilters = {}): number => repo.count(selection(filters, timeZone)),
    options: (): AuditOptions => ({ usuarios: repo.usuarios(), acciones: repo.acciones() }),
  };
}

export type AuditoriaService = ReturnType<typeof createAuditoriaService>;

/** What 'Auditoría' shows as the user of a change the daemon made by itself (no administrator, no address). */
export const AUTOMATIC_USER = 'Sistema (automático)';

/** Records changes the daemon makes on its own, e.g. a face template refreshed after a kiosk punch. */
export function automaticAudit(repo: Repositories['auditoria'], clock: Clock) {
  return (accion: string, antes: unknown, despues: unknown): void =>
    repo.insert({ usuarioId: null, usuario: AUTOMATIC_USER, accion, antes, despues, ip: null, now: isoNow(clock) });
}

export type AutomaticAudit = ReturnType<typeof automaticAudit>;
