import { useQuery } from '@tanstack/react-query';
import type { Rol } from '@reloj/contract/turnos';
import { api } from '../../../lib/api';
import { rolesKey } from './keys';

/** GET /api/roles → the rotations, each with its turnos by week. */
export const useRoles = () => useQuery({ queryKey: rolesKey, queryFn: () => api.get<Rol[]>('/api/roles') });
