import type { AuditFilters, AuditOptions } from '@reloj/contract/audit';
import { addDays, instantOf } from '@reloj/contract/dates';
import type { Db } from '../db/connection.js';
import { auditRepository, type AuditEntry, type AuditSelection } from '../db/repositories/audit.js';
import { isoNow, type Clock } from '../lib/clock.js';

/** The filters as the log stores its rows: local dates of the box as UTC instants, `tipo` as an entity or an action. */
function selection(filters: AuditFilters, timeZone: string): AuditSelection {
  const startOf = (date: string) => instantOf(`${date}T00:00`, timeZone).toISOString();
  const tipo = filters.tipo;
  return {
    desde: filters.fechaDesde && startOf(filters.fechaDesde),
    hasta: filters.fechaHasta && startOf(addDays(filters.fechaHasta, 1)),
    usuario: filters.usuario,
    ...(tipo === undefined ? {} : tipo.includes('.') ? { accion: tipo } : { entidad: tipo }),
  };
}

/** Who changed what, before and after: written by every admin change, read by 'Auditoría'. */
export function createAuditService(db: Db, clock: Clock, timeZone: string) {
  const repo = auditRepository(db);
  return {
    record: (who: { id: number; usuario: string }, ip: string | null, accion: string, antes: unknown, despues: unknown): void =>
      repo.insert({ usuarioId: who.id, usuario: who.usuario, accion, antes, despues, ip, now: isoNow(clock) }),
    list: (limite: number, desde: number, filters: AuditFilters = {}): AuditEntry[] => repo.list(limite, desde, selection(filters, timeZone)),
    options: (): AuditOptions => ({ usuarios: repo.usuarios(), acciones: repo.acciones() }),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/** What 'Auditoría' shows as the user of a change the daemon made by itself (no administrator, no address). */
export const AUTOMATIC_USER = 'Sistema (automático)';

/** Records changes the daemon makes on its own, e.g. a face template refreshed after a kiosk punch. */
export function automaticAudit(db: Db, clock: Clock) {
  const repo = auditRepository(db);
  return (accion: string, antes: unknown, despues: unknown): void =>
    repo.insert({ usuarioId: null, usuario: AUTOMATIC_USER, accion, antes, despues, ip: null, now: isoNow(clock) });
}

export type AutomaticAudit = ReturnType<typeof automaticAudit>;
