import { useQueryClient } from '@tanstack/react-query';
import type { PerfilesExportacion, PerfilGuardado } from '@reloj/contract/exportacion';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { perfilesKey } from './listPerfiles';

/**
 * DELETE /api/exportacion/perfiles/{id} → 204 (the presets cannot be removed); the profile leaves the cached list at
 * once, and the list is read again afterwards, whatever the outcome.
 */
export function useDeletePerfil(callbacks: MutationCallbacks<void, PerfilGuardado>) {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(
    [],
    {
      mutationFn: (perfil: PerfilGuardado) => api.delete(`/api/exportacion/perfiles/${perfil.id}`),
      ...callbacks,
      onSuccess: (data, perfil, ...rest) => {
        queryClient.setQueryData<PerfilesExportacion>(perfilesKey, (old) => (old ? { ...old, perfiles: old.perfiles.filter((p) => p.id !== perfil.id) } : old));
        return callbacks.onSuccess?.(data, perfil, ...rest);
      },
    },
    [perfilesKey],
  );
}
