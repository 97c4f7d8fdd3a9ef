import { authText } from '@reloj/contract/auth';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import { useLogin } from '../api/login';
import { AuthForm, UsuarioField } from './AuthForm';

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
      <UsuarioField
        value={usuario}
        error={fields.errors.usuario}
        onChange={(value) => {
          fields.clear('usuario');
          setUsuario(value);
        }}
      />
      <TextField
        label="Contraseña"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fields.errors.password}
        value={password}
        onChange={(value) => {
          fields.clear('password');
          setPassword(value);
        }}
      />
    </AuthForm>
  );
}
