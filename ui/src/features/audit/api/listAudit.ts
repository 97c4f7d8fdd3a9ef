import { AUDIT_MAX_LIMIT, type AuditEntry } from '@reloj/contract/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/auditoria?limite= → the latest changes, newest first (at most AUDIT_MAX_LIMIT). */
export const listAudit = (limite = 200) => api.get<AuditEntry[]>(`/api/auditoria?limite=${Math.min(limite, AUDIT_MAX_LIMIT)}`);

/** The latest changes, read each time the screen opens. */
export const useAudit = () => useQuery({ queryKey: ['audit'], queryFn: () => listAudit() });
