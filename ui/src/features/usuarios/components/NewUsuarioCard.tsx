import type { FormEvent } from 'react';
import type { Notify } from '../../../components/useBanner';
import { useCreateUsuario } from '../api/createUsuario';
import { useUsuarioForm } from '../hooks/useUsuarioForm';
import { emptyNewUsuario, hasErrors, newUsuarioProblems, toNewUsuario } from '../lib/form';
import { notifyUnlessField, serverFieldError } from '../lib/serverFieldError';
import { usuariosMessages as m } from '../messages';
import { PasswordField, RolSucursalesFields } from './AccessFields';
import { TextField } from '../../../components/TextField';

/**
 * 'Nueva cuenta': user name, password, role and, for a gerente or a consulta, their branches. The banner says how it
 * went, unless the refusal is about a field: then it goes beside that field.
 */
export function NewUsuarioCard({ notify }: { notify: Notify }) {
  const form = useUsuarioForm(emptyNewUsuario);
  const { values, errors, set, refuse, reset, formRef } = form;
  const create = useCreateUsuario({
    onSuccess: (created) => notify(m.created(created.usuario), 'success'),
    onError: notifyUnlessField(notify, m.failed, m.unknownFailure),
  });
  const busy = create.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = newUsuarioProblems(values);
    if (hasErrors(problems)) return refuse(problems);
    create.mutate(toNewUsuario(values), {
      onSuccess: () => reset(emptyNewUsuario),
      onError: (error) => refuse(serverFieldError(error) ?? {}),
    });
  }

  return (
    <section className="card us-new" aria-labelledby="usuarios-new-title">
      <h2 id="usuarios-new-title" className="card__title">
        Nueva cuenta
      </h2>
      <form ref={formRef} className="form us-new__form" noValidate onSubmit={handleSubmit}>
        <TextField
          className="us-new__usuario"
          label="Usuario"
          name="usuario"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={m.usuarioPlaceholder}
          value={values.usuario}
          error={errors.usuario}
          onChange={(usuario) => set({ usuario })}
        />
        <PasswordField form={form} className="us-new__password" label="Contraseña" hint={m.passwordHint} />
        <RolSucursalesFields form={form} classes={{ rol: 'us-new__rol', sucursales: 'us-new__branches' }} />
        <div className="us-new__submit">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Creando…' : 'Crear cuenta'}
          </button>
        </div>
      </form>
    </section>
  );
}
