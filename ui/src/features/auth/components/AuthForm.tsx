import type { FormEvent, ReactNode } from 'react';
import { Field } from '../../../components/Field';

type AuthFormProps = {
  /** A sentence above everything else. */
  intro?: ReactNode;
  /** The refusal to show above the fields (the daemon's sentence or the contract's rule). */
  error: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** The login and first-run forms: the error, the fields and one wide submit button that says when it is working. */
export function AuthForm({ intro, error, busy, submitLabel, busyLabel, onSubmit, children }: AuthFormProps) {
  return (
    <form className="form" onSubmit={onSubmit}>
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

/** 'Usuario', as typed (the daemon trims it and compares it in lowercase). */
export function UsuarioField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Usuario">
      <input className="input" name="usuario" autoComplete="username" autoCapitalize="none" spellCheck={false} required value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
