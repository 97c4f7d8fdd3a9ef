import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Usuario } from '@reloj/contract/usuarios';
import { api } from '../../../lib/api';

/** The cache key of the accounts' list; every change reloads it. */
export const usuariosKey = ['usuarios'] as const;

/** GET /api/usuarios (administrators) → every account with its role and branches, never a password. */
export const usuariosQuery = queryOptions({
  queryKey: usuariosKey,
  queryFn: () => api.get<Usuario[]>('/api/usuarios'),
});

export const useUsuarios = () => useQuery(usuariosQuery);
