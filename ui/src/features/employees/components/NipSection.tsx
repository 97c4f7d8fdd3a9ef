import { useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Notify } from '../../../components/useBanner';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useRemoveNip, useSetNip } from '../api/nip';
import { keypadNumber, nipProblem } from '../lib/nip';
import { nipText as t } from '../nipMessages';
import type { Employee } from '../types';
import '../nip.css';

type NipSectionProps = {
  /** As the list has it now: `tieneNip` follows what is saved here. */
  employee: Employee;
  notify: Notify;
  /** Opens 'Editar Empleado', where the número de empleado a NIP needs is given. */
  onEditEmployee?: () => void;
  /** The section, for 'Asignar NIP' elsewhere in the dialog to bring it into view (issue 30). */
  sectionRef?: Ref<HTMLElement>;
  /** The NIP field gets the focus when the section opens (the row's 'Asignar NIP'). */
  autoFocus?: boolean;
};

/**
 * 'Checada con NIP' of one employee: whether they have a NIP, and setting, changing or removing it. A NIP needs a
 * número de empleado of digits (the kiosk has only a keypad), so without one the section says so instead of asking.
 */
export function NipSection({ employee, notify, onEditEmployee, sectionRef, autoFocus }: NipSectionProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const numero = keypadNumber(employee);
  // A success goes to the banner; a failure is told beside the NIP field (the server's Spanish sentence).
  const savePin = useSetNip({
    onSuccess: (_, { employee: saved }) => notify(saved.tieneNip ? t.changed(saved.nombre) : t.saved(saved.nombre, keypadNumber(saved) ?? '')),
  });
  const removePin = useRemoveNip({ onSuccess: (_, removed) => notify(t.removed(removed.nombre)) });
  const busy = savePin.isPending ? 'save' : removePin.isPending ? 'remove' : null;
  const reason = (error: unknown) => errorMessage(error, UNKNOWN_ERROR);

  function refuse(message: string) {
    setError(message);
    input.current?.focus();
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (numero === null) return;
    const problem = nipProblem(pin);
    if (problem) return refuse(problem);
    savePin.mutate(
      { employee, pin },
      {
        onSuccess: () => {
          setPin('');
          setError(null);
        },
        onError: (failure) => refuse(t.saveFailed(reason(failure))),
      },
    );
  }

  function remove() {
    setAsking(false);
    removePin.mutate(employee, { onSuccess: () => setError(null), onError: (failure) => setError(t.removeFailed(reason(failure))) });
  }

  const removeButton = employee.tieneNip && (
    <button type="button" className="button button--danger" disabled={busy !== null} onClick={() => setAsking(true)}>
      {t.remove}
    </button>
  );

  return (
    <section ref={sectionRef} className="consent-section pin-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="consent-section__title">
        {t.title}
      </h3>
      <p className="pin-section__state">
        {employee.tieneNip && <span className="tag tone-warn">{t.marker}</span>}
        <span>{!employee.tieneNip ? t.none : numero ? t.has(numero) : t.hasUnusable}</span>
      </p>
      <p className="pin-section__intro">{t.intro}</p>

      {numero === null ? (
        <div className="notice pin-section__needs-number">
          <span>{t.needsNumber}</span>
          {onEditEmployee && (
            <button type="button" className="button button--small button--secondary" onClick={onEditEmployee}>
              {t.editEmployee}
            </button>
          )}
        </div>
      ) : (
        <form className="pin-form" noValidate onSubmit={save}>
          <label className="field__label" htmlFor={`${id}-pin`}>
            {employee.tieneNip ? t.labelNew : t.label}
          </label>
          <input
            ref={input}
            // Opened from the row's 'Asignar NIP': the field is what the person came for.
            autoFocus={autoFocus}
            id={`${id}-pin`}
            className="input pin-form__input"
            type="password"
            inputMode="numeric"
            // 'off' is ignored on password fields: Chrome would offer the administrator's own saved password.
            autoComplete="new-password"
            maxLength={8}
            value={pin}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => {
              setPin(event.target.value);
              setError(null);
            }}
          />
          {error && (
            <span id={`${id}-error`} className="consent__error">
              {error}
            </span>
          )}
          <span id={`${id}-hint`} className="pin-form__hint">
            {t.hint}
          </span>
          <div className="pin-form__actions">
            <button type="submit" className="button button--primary" disabled={busy !== null} aria-busy={busy === 'save'}>
              {busy === 'save' ? t.saving : employee.tieneNip ? t.change : t.save}
            </button>
            {removeButton}
          </div>
        </form>
      )}
      {numero === null && (removeButton || error) && (
        <div className="pin-form__actions">
          {removeButton}
          {error && <span className="consent__error">{error}</span>}
        </div>
      )}

      {asking && (
        <ConfirmDialog title={t.removeQuestion(employee.nombre)} confirmLabel={t.removeConfirm} danger onConfirm={remove} onCancel={() => setAsking(false)}>
          <p>{t.removeDetail(employee.nombre)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
