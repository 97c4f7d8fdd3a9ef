import type { AuditoriaFilters, AuditOptions } from '@reloj/contract/auditoria';
import { addDays, instantOf } from '@reloj/contract/dates';
import type { AuditEntry, AuditSelection } from '../db/repositories/auditoria.js';
import type { Repositories } from '../db/repositories/index.js';
import { isoNow, type Clock } from '../lib/clock.js';

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

/** Who changed what, before and after: written by every admin change, read by 'Auditoría'. */
export function createAuditoriaService(deps: Pick<Repositories, 'auditoria'> & { clock: Clock; timeZone: string }) {
  const { auditoria: repo, clock, timeZone } = deps;
  return {
    record: (who: { id: number; usuario: string }, ip: string | null, accion: string, antes: unknown, despues: unknown): void =>
      repo.insert({ usuarioId: who.id, usuario: who.usuario, accion, antes, despues, ip, now: isoNow(clock) }),
    list: (limite: number, desde: number, filters: AuditoriaFilters = {}): AuditEntry[] => repo.list(limite, desde, selection(filters, timeZone)),
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
