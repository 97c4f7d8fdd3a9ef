import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Usuario } from '@reloj/contract/usuarios';
import type { BannerTone } from '../../../components/Banner';
import { errorMessage } from '../../../lib/errorMessage';
import { createUsuario } from '../api/createUsuario';
import { deleteUsuario } from '../api/deleteUsuario';
import { usuariosKey } from '../api/listUsuarios';
import { updateUsuario } from '../api/updateUsuario';
import { toNewUsuario, toUpdateUsuario, type FieldErrors, type UsuarioFormValues } from '../lib/form';
import { serverFieldError } from '../lib/serverFieldError';
import { usuariosMessages as m } from '../messages';

/** Done, or the refusals to show beside the fields (empty when the reason went to the banner instead). */
export type SaveResult = { ok: true } | { ok: false; errors: FieldErrors };

const reason = (error: unknown) => errorMessage(error, m.unknownFailure);

/** Create, edit and delete an account; the banner says how it went, and the list (and who is signed in) reloads. */
export function useUsuarioActions(show: (text: string, tone?: BannerTone) => void) {
  const queryClient = useQueryClient();
  const reload = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: usuariosKey });
    // The signed-in administrator may have changed their own role.
    void queryClient.invalidateQueries({ queryKey: ['auth', 'state'] });
  }, [queryClient]);

  /** A refusal about a field goes beside it; any other reason to the banner. */
  const refused = useCallback(
    (error: unknown): SaveResult => {
      const errors = serverFieldError(error);
      if (!errors) show(m.failed(reason(error)), 'error');
      return { ok: false, errors: errors ?? {} };
    },
    [show],
  );

  const create = useCallback(
    async (values: UsuarioFormValues): Promise<SaveResult> => {
      try {
        const created = await createUsuario(toNewUsuario(values));
        show(m.created(created.usuario), 'success');
        return { ok: true };
      } catch (error) {
        return refused(error);
      } finally {
        await reload();
      }
    },
    [refused, reload, show],
  );

  const update = useCallback(
    async (usuario: Usuario, values: UsuarioFormValues): Promise<SaveResult> => {
      try {
        await updateUsuario(usuario.id, toUpdateUsuario(values, usuario));
        show(m.updated(usuario.usuario), 'success');
        return { ok: true };
      } catch (error) {
        const result = refused(error);
        // The last active administrador being switched off: the refusal is about 'Cuenta activa', not the role.
        if (!result.ok && result.errors.rol && values.rol === 'administrador' && !values.activo)
          return { ok: false, errors: { activo: result.errors.rol } };
        return result;
      } finally {
        await reload();
      }
    },
    [refused, reload, show],
  );

  const remove = useCallback(
    async (usuario: Usuario) => {
      try {
        await deleteUsuario(usuario.id);
        show(m.deleted(usuario.usuario), 'success');
      } catch (error) {
        show(m.deleteFailed(reason(error)), 'error');
      } finally {
        await reload();
      }
    },
    [reload, show],
  );

  return { create, update, remove };
}
