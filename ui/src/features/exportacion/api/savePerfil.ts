import { useQueryClient } from '@tanstack/react-query';
import type { PerfilesExportacion, PerfilExportacion, PerfilGuardado } from '@reloj/contract/exportacion';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { perfilesKey } from './listPerfiles';

/** The profile on screen, and the saved profile it edits (none: a new one). */
export type PerfilToSave = { perfil: PerfilExportacion; saved?: PerfilGuardado };

const upsert = (list: readonly PerfilGuardado[], perfil: PerfilGuardado) =>
  list.some((p) => p.id === perfil.id) ? list.map((p) => (p.id === perfil.id ? perfil : p)) : [...list, perfil];

/**
 * POST /api/exportacion/perfiles (a new profile, 201) or PUT /api/exportacion/perfiles/{id} (a saved one, the whole
 * profile) → the profile as stored, put in the cached list at once; 422 names the field at fault (codigos.<tipo>),
 * 409 a repeated name. The list is read again afterwards, whatever the outcome.
 */
export function useSavePerfil(callbacks: MutationCallbacks<PerfilGuardado, PerfilToSave>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    [],
    {
      mutationFn: ({ perfil, saved }: PerfilToSave) =>
        saved ? api.put<PerfilGuardado>(`/api/exportacion/perfiles/${saved.id}`, perfil) : api.post<PerfilGuardado>('/api/exportacion/perfiles', perfil),
      ...callbacks,
      onSuccess: (stored, ...rest) => {
        queryClient.setQueryData<PerfilesExportacion>(perfilesKey, (old) => (old ? { ...old, perfiles: upsert(old.perfiles, stored) } : old));
        return callbacks.onSuccess?.(stored, ...rest);
      },
    },
    [perfilesKey],
  );
}
