import { useId, type FormEvent, type ReactNode } from 'react';
import type { Usuario } from '@reloj/contract/usuarios';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import type { Notify } from '../../../components/useBanner';
import { useUpdateUsuario } from '../api/updateUsuario';
import { useUsuarioForm } from '../hooks/useUsuarioForm';
import { editUsuarioProblems, hasErrors, toUpdateUsuario, valuesOf } from '../lib/form';
import { editFieldError, notifyUnlessField } from '../lib/serverFieldError';
import { usuariosMessages as m } from '../messages';
import { describedBy, FieldError } from './FieldError';
import { PasswordField, RolSucursalesFields } from './AccessFields';
import { AvisosFields } from './AvisosFields';

type EditUsuarioModalProps = {
  usuario: Usuario;
  /** The page's banner, for a refusal that is about no field. */
  banner: ReactNode;
  notify: Notify;
  onCancel: () => void;
  /** The account was saved: the page closes the dialog. */
  onSaved: () => void;
};

/** 'Editar cuenta': role, branches, active, a new password only when one is typed, and its alerts. The name does not change. */
export function EditUsuarioModal({ usuario, banner, notify, onCancel, onSaved }: EditUsuarioModalProps) {
  const form = useUsuarioForm(valuesOf(usuario));
  const { values, errors, set, refuse, formRef } = form;
  const update = useUpdateUsuario({
    onSuccess: (_, { usuario: saved }) => notify(m.updated(saved.usuario), 'success'),
    onError: notifyUnlessField(notify, m.failed, m.unknownFailure),
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
        <RolSucursalesFields form={form} />
        <div className={errors.activo ? 'us-field--error' : undefined}>
          <label className="check-label us-check us-check--single">
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
        <PasswordField form={form} label="Nueva contraseña (opcional)" hint={m.newPasswordHint} />
        <AvisosFields form={form} />
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel="Guardar Cambios" busyLabel="Guardando…" />
      </form>
    </Modal>
  );
}
