import { AUDIT_MAX_LIMIT, type AuditEntry, type AuditoriaFilters, type AuditOptions } from '@reloj/contract/auditoria';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Entries read at once: the newest this many of the filters' range. */
export const AUDIT_PAGE = 200;

/** The query string of GET /api/auditoria for the filters; empty ones are left out. */
export function auditQuery(filters: AuditoriaFilters, limite = AUDIT_PAGE): string {
  const params = new URLSearchParams({ limite: String(Math.min(limite, AUDIT_MAX_LIMIT)) });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}

/** GET /api/auditoria → the changes of the filters, newest first. */
export const listAuditoria = (filters: AuditoriaFilters) => api.get<AuditEntry[]>(`/api/auditoria?${auditQuery(filters)}`);

/** The changes of the filters, read each time the screen opens or a filter changes (the last list stays meanwhile). */
export const useAudit = (filters: AuditoriaFilters, enabled = true) =>
  useQuery({ queryKey: ['audit', filters], queryFn: () => listAuditoria(filters), enabled, placeholderData: keepPreviousData });

/** GET /api/auditoria/opciones → the users and actions recorded, for the filters' lists. */
export const useAuditOptions = () => useQuery({ queryKey: ['audit', 'opciones'], queryFn: () => api.get<AuditOptions>('/api/auditoria/opciones') });
