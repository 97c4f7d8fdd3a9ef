import { authText, MIN_PASSWORD_LENGTH, newCredentialsProblem } from '@reloj/contract/auth';
import { useState, type FormEvent } from 'react';
import { Field } from '../../../components/Field';
import { errorMessage } from '../../../lib/errorMessage';
import { setupFirstAdmin } from '../api/setup';
import { AuthForm, UsuarioField } from './AuthForm';

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
    // The daemon's own rules and sentences (the contract's), told before sending.
    const problem = newCredentialsProblem(usuario, password)?.message ?? (password !== confirmation ? authText.passwordsDiffer : null);
    if (problem) return setError(problem);
    setBusy(true);
    setError(null);
    try {
      await setupFirstAdmin({ usuario, password, codigo: needsCode ? codigo : undefined });
      onCreated();
    } catch (caught) {
      setError(errorMessage(caught, 'No se pudo crear el administrador.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthForm
      intro={<p className="auth-card__text">Crea la cuenta del primer administrador de este equipo.</p>}
      error={error}
      busy={busy}
      submitLabel="Crear administrador"
      busyLabel="Creando…"
      onSubmit={handleSubmit}
    >
      <UsuarioField value={usuario} onChange={setUsuario} />
      <Field label={`Contraseña (al menos ${MIN_PASSWORD_LENGTH} caracteres)`}>
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
    </AuthForm>
  );
}
