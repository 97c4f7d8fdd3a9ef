import type { AuditEntry, AuditoriaFilters, AuditOptions, AuditTotal } from '@reloj/contract/auditoria';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Entries on a page of 'Auditoría' (issue 30: a 32,000 px page is not readable). */
export const AUDIT_PAGE = 50;

/** The filters' query string; empty ones are left out. */
function filterParams(filters: AuditoriaFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params;
}

/** The query string of GET /api/auditoria for the filters and a page (1 = the newest 50). */
export function auditQuery(filters: AuditoriaFilters, pagina = 1): string {
  const params = filterParams(filters);
  params.set('limite', String(AUDIT_PAGE));
  params.set('desde', String((pagina - 1) * AUDIT_PAGE));
  return params.toString();
}

/** GET /api/auditoria → a page of the changes of the filters, newest first, with the names their ids point to. */
export const listAuditoria = (filters: AuditoriaFilters, pagina: number) => api.get<AuditEntry[]>(`/api/auditoria?${auditQuery(filters, pagina)}`);

/** A page of the changes, read each time the screen opens, a filter or the page changes (the last page stays meanwhile). */
export const useAudit = (filters: AuditoriaFilters, pagina: number, enabled = true) =>
  useQuery({ queryKey: ['audit', filters, pagina], queryFn: () => listAuditoria(filters, pagina), enabled, placeholderData: keepPreviousData });

/** GET /api/auditoria/total → how many changes the filters select, for 'Página 2 de 7'. */
export const useAuditTotal = (filters: AuditoriaFilters, enabled = true) =>
  useQuery({
    queryKey: ['audit', 'total', filters],
    queryFn: () => api.get<AuditTotal>(`/api/auditoria/total?${filterParams(filters).toString()}`),
    enabled,
    placeholderData: keepPreviousData,
  });

/** GET /api/auditoria/opciones → the users and actions recorded, for the filters' lists. */
export const useAuditOptions = () => useQuery({ queryKey: ['audit', 'opciones'], queryFn: () => api.get<AuditOptions>('/api/auditoria/opciones') });
