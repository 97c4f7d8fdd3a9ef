import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { Employee } from '@reloj/contract/employees';

export type EmployeeFilters = {
  /** Free text matched against the name (the server ignores case and accents). */
  texto: string;
  /** Branch id, '' for all. */
  sucursalId: string;
  /** Also list employees who were given 'baja'. */
  incluirBajas: boolean;
};

/** GET /api/employees?texto=&sucursal=&activo=true (activo omitted when bajas are included). */
export function listEmployees(filters: EmployeeFilters): Promise<Employee[]> {
  const query = new URLSearchParams();
  const texto = filters.texto.trim();
  if (texto) query.set('texto', texto);
  if (filters.sucursalId) query.set('sucursal', filters.sucursalId);
  if (!filters.incluirBajas) query.set('activo', 'true');
  const search = query.toString();
  return api.get<Employee[]>(`/api/employees${search ? `?${search}` : ''}`);
}

/** The cache key of every employee list; a change made from any screen reloads them all. */
export const employeesKey = ['employees'] as const;

/** The employees matching `filters`; while another filter's answer is on its way, the current rows stay. */
export function useEmployees(filters: EmployeeFilters) {
  const { texto, sucursalId, incluirBajas } = filters;
  return useQuery({
    queryKey: [...employeesKey, { texto: texto.trim(), sucursalId, incluirBajas }],
    queryFn: () => listEmployees({ texto, sucursalId, incluirBajas }),
    placeholderData: keepPreviousData,
  });
}
