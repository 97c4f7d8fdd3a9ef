import { authText } from '@reloj/contract/auth';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/Field';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import { login } from '../api/login';
import { AuthForm, UsuarioField } from './AuthForm';

/** User and password; one error for a wrong pair, never saying which of the two was wrong. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await login({ usuario, password });
      onSignedIn();
    } catch (caught) {
      setPassword('');
      setError(caught instanceof ApiError && caught.status === 401 ? authText.wrongCredentials : errorMessage(caught, 'No se pudo iniciar sesión.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthForm error={error} busy={busy} submitLabel="Entrar" busyLabel="Entrando…" onSubmit={handleSubmit}>
      <UsuarioField value={usuario} onChange={setUsuario} />
      <Field label="Contraseña">
        <input className="input" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
    </AuthForm>
  );
}
