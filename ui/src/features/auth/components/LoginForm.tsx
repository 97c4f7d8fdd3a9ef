import { authText } from '@reloj/contract/auth';
import { useState, type FormEvent } from 'react';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import { useLogin } from '../api/login';
import { AuthForm, PasswordField, UsuarioField } from './AuthForm';

/** User and password; one error for a wrong pair, never saying which of the two was wrong. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const login = useLogin();
  const fields = useFormErrors<'usuario' | 'password'>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FormErrors<'usuario' | 'password'> = {};
    if (!usuario.trim()) missing.usuario = authText.usuarioMissing;
    if (!password) missing.password = authText.passwordMissing;
    if (!fields.check(missing)) return;
    setError(null);
    login.mutate(
      { usuario, password },
      {
        onSuccess: onSignedIn,
        onError: (caught) => {
          setPassword('');
          setError(caught instanceof ApiError && caught.status === 401 ? authText.wrongCredentials : errorMessage(caught, 'No se pudo iniciar sesión.'));
        },
      },
    );
  }

  return (
    <AuthForm error={error} busy={login.isPending} submitLabel="Entrar" busyLabel="Entrando…" onSubmit={handleSubmit} formRef={fields.formRef}>
      <UsuarioField value={usuario} error={fields.errors.usuario} onChange={fields.clearing('usuario', setUsuario)} />
      <PasswordField
        label="Contraseña"
        name="password"
        autoComplete="current-password"
        error={fields.errors.password}
        value={password}
        onChange={fields.clearing('password', setPassword)}
      />
    </AuthForm>
  );
}
