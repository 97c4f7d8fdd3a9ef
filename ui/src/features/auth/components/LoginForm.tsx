import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/Field';
import { ApiError } from '../../../lib/api';
import { login } from '../api/login';

export const WRONG_CREDENTIALS = 'Usuario o contraseña incorrectos.';

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
      await login(usuario, password);
      onSignedIn();
    } catch (caught) {
      setPassword('');
      const apiError = caught instanceof ApiError ? caught : undefined;
      setError(apiError?.status === 401 ? WRONG_CREDENTIALS : (apiError?.message ?? 'No se pudo iniciar sesión.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit}>
      {error && (
        <p className="auth-card__error" role="alert">
          {error}
        </p>
      )}
      <Field label="Usuario">
        <input className="input" name="usuario" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={usuario} onChange={(e) => setUsuario(e.target.value)} />
      </Field>
      <Field label="Contraseña">
        <input className="input" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'Entrando…' : 'Entrar'}
      </button>
    </form>
  );
}
