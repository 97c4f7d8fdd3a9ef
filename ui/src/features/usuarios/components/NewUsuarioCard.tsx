import type { FormEvent } from 'react';
import type { Notify } from '../../../components/useBanner';
import { errorMessage } from '../../../lib/errorMessage';
import { useCreateUsuario } from '../api/createUsuario';
import { useUsuarioForm } from '../hooks/useUsuarioForm';
import { emptyNewUsuario, hasErrors, newUsuarioProblems, toNewUsuario } from '../lib/form';
import { serverFieldError } from '../lib/serverFieldError';
import { usuariosMessages as m } from '../messages';
import { RolField } from './RolField';
import { SucursalesField } from './SucursalesField';
import { TextField } from '../../../components/TextField';

/**
 * 'Nueva cuenta': user name, password, role and, for a gerente or a consulta, their branches. The banner says how it
 * went, unless the refusal is about a field: then it goes beside that field.
 */
export function NewUsuarioCard({ notify }: { notify: Notify }) {
  const { values, errors, set, refuse, reset, formRef } = useUsuarioForm(emptyNewUsuario);
  const create = useCreateUsuario({
    onSuccess: (created) => notify(m.created(created.usuario), 'success'),
    onError: (error) => {
      if (!serverFieldError(error)) notify(m.failed(errorMessage(error, m.unknownFailure)), 'error');
    },
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
        <TextField
          className="us-new__password"
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          hint={m.passwordHint}
          onChange={(password) => set({ password })}
        />
        <RolField className="us-new__rol" value={values.rol} error={errors.rol} onChange={(rol) => set({ rol })} />
        <SucursalesField
          className="us-new__branches"
          rol={values.rol}
          value={values.sucursalIds}
          error={errors.sucursalIds}
          onChange={(sucursalIds) => set({ sucursalIds })}
        />
        <div className="us-new__submit">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {busy ? 'Creando…' : 'Crear cuenta'}
          </button>
        </div>
      </form>
    </section>
  );
}
