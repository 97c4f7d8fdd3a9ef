import type { FormEvent, ReactNode, Ref } from 'react';
import { TextField } from '../../../components/TextField';

type AuthFormProps = {
  /** A sentence above everything else. */
  intro?: ReactNode;
  /** The refusal to show above the fields (the daemon's sentence about no one field). */
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form, for the fields' refusals to find the first one to focus. */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
};

/**
 * The login and first-run forms: the error, the fields (each with its own refusal beside it, in Spanish: the
 * browser does not validate them) and one wide submit button that says when it is working.
 */
export function AuthForm({ intro, error, busy, submitLabel, busyLabel, onSubmit, formRef, children }: AuthFormProps) {
  return (
    <form ref={formRef} className="form" noValidate onSubmit={onSubmit}>
      {intro}
      {error && (
        <p className="auth-card__error" role="alert">
          {error}
        </p>
      )}
      {children}
      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}

/** 'Usuario', as typed (the daemon trims it and compares it in lowercase); the first field, focused when the page opens. */
export function UsuarioField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField
      label="Usuario"
      name="usuario"
      autoFocus
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      error={error}
      value={value}
      onChange={onChange}
    />
  );
}

type PasswordFieldProps = {
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

/** A password, required: the one to sign in with, or the first administrator's new one and its repetition. */
export function PasswordField({ label, name, autoComplete, value, onChange, error }: PasswordFieldProps) {
  return <TextField label={label} name={name} type="password" autoComplete={autoComplete} required error={error} value={value} onChange={onChange} />;
}
