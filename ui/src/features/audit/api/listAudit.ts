import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export type AuditEntry = { id: number; usuario: string; accion: string; antes: unknown; despues: unknown; ip: string | null; fecha: string };

export const listAudit = (limite = 200) => api.get<AuditEntry[]>(`/api/auditoria?limite=${limite}`);

/** The latest changes, read each time the screen opens. */
export const useAudit = () => useQuery({ queryKey: ['audit'], queryFn: () => listAudit() });
