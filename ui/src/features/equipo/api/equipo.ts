import type { Equipo, EquipoUpdate } from '@reloj/contract/equipo';
import { useQuery } from '@tanstack/react-query';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';

export const equipoKey = ['equipo'] as const;

/** GET /api/equipo: this box's name as the home page shows it (issue 45 item 8). */
export const useEquipo = () => useQuery({ queryKey: equipoKey, queryFn: () => api.get<Equipo>('/api/equipo') });

/** PUT /api/equipo {nombre} (administrador): gives the box a name; empty goes back to the default. */
export const useRenameEquipo = (callbacks: MutationCallbacks<Equipo, EquipoUpdate>) =>
  useInvalidatingMutation([equipoKey], { mutationFn: (input: EquipoUpdate) => api.put<Equipo>('/api/equipo', input), ...callbacks });
