import { authText, MIN_PASSWORD_LENGTH, newCredentialsProblem } from '@reloj/contract/auth';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/TextField';
import { useFormErrors, type FormErrors } from '../../../components/useFormErrors';
import { errorMessage } from '../../../lib/errorMessage';
import { useSetupFirstAdmin } from '../api/setup';
import { AuthForm, PasswordField, UsuarioField } from './AuthForm';

type SetupField = 'usuario' | 'password' | 'confirmacion' | 'codigo';

const codigoMissing = 'Escribe el código de configuración.';

/** First run: the first administrator's account. From another computer it also asks for the code in the box's log. */
export function SetupForm({ needsCode, onCreated }: { needsCode: boolean; onCreated: () => void }) {
  const [usuario, setUsuario] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [codigo, setCodigo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const setup = useSetupFirstAdmin();
  const fields = useFormErrors<SetupField>();

  /** The daemon's own rules and sentences (the contract's), told beside each field before sending. */
  function problems(): FormErrors<SetupField> {
    const found: FormErrors<SetupField> = {};
    if (!usuario.trim()) found.usuario = authText.newUsuarioMissing;
    else if (!password) found.password = authText.newPasswordMissing;
    else {
      const credentials = newCredentialsProblem(usuario, password);
      if (credentials) found[credentials.field] = credentials.message;
    }
    if (!found.password && password && password !== confirmation) found.confirmacion = authText.passwordsDiffer;
    if (needsCode && !codigo.trim()) found.codigo = codigoMissing;
    return found;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!fields.check(problems())) return;
    setError(null);
    setup.mutate(
      { usuario, password, codigo: needsCode ? codigo : undefined },
      { onSuccess: onCreated, onError: (caught) => setError(errorMessage(caught, 'No se pudo crear el administrador.')) },
    );
  }

  const change = fields.clearing;

  return (
    <AuthForm
      intro={<p className="auth-card__text">Crea la cuenta del primer administrador de este equipo.</p>}
      error={error}
      busy={setup.isPending}
      submitLabel="Crear administrador"
      busyLabel="Creando…"
      onSubmit={handleSubmit}
      formRef={fields.formRef}
    >
      <UsuarioField value={usuario} error={fields.errors.usuario} onChange={change('usuario', setUsuario)} />
      <PasswordField
        label={`Contraseña (al menos ${MIN_PASSWORD_LENGTH} caracteres)`}
        name="password"
        autoComplete="new-password"
        error={fields.errors.password}
        value={password}
        onChange={change('password', setPassword)}
      />
      <PasswordField
        label="Repite la contraseña"
        name="confirmacion"
        autoComplete="new-password"
        error={fields.errors.confirmacion}
        value={confirmation}
        onChange={change('confirmacion', setConfirmation)}
      />
      {needsCode && (
        <TextField
          label="Código de configuración (aparece en el registro del equipo)"
          name="codigo"
          autoCapitalize="characters"
          spellCheck={false}
          required
          placeholder="XXXX-XXXX"
          error={fields.errors.codigo}
          value={codigo}
          onChange={change('codigo', setCodigo)}
        />
      )}
    </AuthForm>
  );
}
