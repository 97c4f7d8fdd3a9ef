import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/Field';
import { ApiError } from '../../../lib/api';
import { setupFirstAdmin } from '../api/setup';

const MIN_PASSWORD = 10;

/** First run: the first administrator's account. From another computer it also asks for the code in the box's log. */
export function SetupForm({ needsCode, onCreated }: { needsCode: boolean; onCreated: () => void }) {
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD) return setError(`La contraseña debe tener al menos ${MIN_PASSWORD} caracteres.`);
    if (password !== confirmation) return setError('Las contraseñas no coinciden.');
    setBusy(true);
    setError(null);
    try {
      await setupFirstAdmin(usuario, password, needsCode ? codigo : undefined);
      onCreated();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'No se pudo crear el administrador.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit}>
      <p className="auth-card__text">Crea la cuenta del primer administrador de este equipo.</p>
      {error && (
        <p className="auth-card__error" role="alert">
          {error}
        </p>
      )}
      <Field label="Usuario">
        <input className="input" name="usuario" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={usuario} onChange={(e) => setUsuario(e.target.value)} />
      </Field>
      <Field label="Contraseña (al menos 10 caracteres)">
        <input className="input" name="password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field label="Repite la contraseña">
        <input className="input" name="confirmacion" type="password" autoComplete="new-password" required value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
      </Field>
      {needsCode && (
        <Field label="Código de configuración (aparece en el registro del equipo)">
          <input className="input" name="codigo" autoCapitalize="characters" spellCheck={false} required placeholder="XXXX-XXXX" value={codigo} onChange={(e) => setCodigo(e.target.value)} />
        </Field>
      )}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'Creando…' : 'Crear administrador'}
      </button>
    </form>
  );
}
