import { useId, type FormEvent, type ReactNode } from 'react';
import type { Usuario } from '@reloj/contract/usuarios';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import type { Notify } from '../../../components/useBanner';
import { errorMessage } from '../../../lib/errorMessage';
import { useUpdateUsuario } from '../api/updateUsuario';
import { useUsuarioForm } from '../hooks/useUsuarioForm';
import { editUsuarioProblems, hasErrors, toUpdateUsuario, valuesOf } from '../lib/form';
import { editFieldError, serverFieldError } from '../lib/serverFieldError';
import { usuariosMessages as m } from '../messages';
import { describedBy, FieldError } from './FieldError';
import { RolField } from './RolField';
import { SucursalesField } from './SucursalesField';
import { TextField } from '../../../components/TextField';

type EditUsuarioModalProps = {
  usuario: Usuario;
  /** The page's banner, for a refusal that is about no field. */
  banner: ReactNode;
  notify: Notify;
  onCancel: () => void;
  /** The account was saved: the page closes the dialog. */
  onSaved: () => void;
};

/** 'Editar cuenta': role, branches, active, and a new password only when one is typed. The name does not change. */
export function EditUsuarioModal({ usuario, banner, notify, onCancel, onSaved }: EditUsuarioModalProps) {
  const { values, errors, set, refuse, formRef } = useUsuarioForm(valuesOf(usuario));
  const update = useUpdateUsuario({
    onSuccess: (_, { usuario: saved }) => notify(m.updated(saved.usuario), 'success'),
    onError: (error) => {
      if (!serverFieldError(error)) notify(m.failed(errorMessage(error, m.unknownFailure)), 'error');
    },
  });
  const busy = update.isPending;
  const activoId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = editUsuarioProblems(values);
    if (hasErrors(problems)) return refuse(problems);
    update.mutate(
      { usuario, input: toUpdateUsuario(values, usuario) },
      { onSuccess: onSaved, onError: (error) => refuse(editFieldError(error, values) ?? {}) },
    );
  }

  return (
    <Modal title="Editar cuenta" onClose={onCancel}>
      <p className="us-subtitle">
        Cuenta <strong>{usuario.usuario}</strong>
      </p>
      {banner}
      <form ref={formRef} className="form us-edit" noValidate onSubmit={handleSubmit}>
        <RolField value={values.rol} error={errors.rol} onChange={(rol) => set({ rol })} />
        <SucursalesField rol={values.rol} value={values.sucursalIds} error={errors.sucursalIds} onChange={(sucursalIds) => set({ sucursalIds })} />
        <div className={errors.activo ? 'us-field--error' : undefined}>
          <label className="us-check us-check--single">
            <input
              type="checkbox"
              name="activo"
              checked={values.activo}
              aria-invalid={errors.activo ? true : undefined}
              aria-describedby={describedBy(errors.activo && `${activoId}-error`)}
              onChange={(e) => set({ activo: e.target.checked })}
            />
            <span>{m.activoLabel}</span>
          </label>
          <FieldError id={`${activoId}-error`} message={errors.activo} />
        </div>
        <TextField
          label="Nueva contraseña (opcional)"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          hint={m.newPasswordHint}
          onChange={(password) => set({ password })}
        />
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel="Guardar Cambios" busyLabel="Guardando…" />
      </form>
    </Modal>
  );
}
