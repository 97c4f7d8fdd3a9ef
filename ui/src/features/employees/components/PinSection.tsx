import { useId, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { Notify } from '../../../components/useListAction';
import { usePinActions } from '../hooks/usePinActions';
import { keypadNumber, pinProblem } from '../lib/pin';
import { pinText as t } from '../pinMessages';
import type { Employee } from '../types';
import '../pin.css';

type PinSectionProps = {
  /** As the list has it now: `tieneNip` follows what is saved here. */
  employee: Employee;
  notify: Notify;
  /** Opens 'Editar Empleado', where the número de empleado a NIP needs is given. */
  onEditEmployee?: () => void;
};

/**
 * 'Checada con NIP' of one employee: whether they have a NIP, and setting, changing or removing it. A NIP needs a
 * número de empleado of digits (the kiosk has only a keypad), so without one the section says so instead of asking.
 */
export function PinSection({ employee, notify, onEditEmployee }: PinSectionProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const actions = usePinActions(notify);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'remove' | null>(null);
  const [asking, setAsking] = useState(false);
  const numero = keypadNumber(employee);

  function refuse(message: string) {
    setError(message);
    input.current?.focus();
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (numero === null) return;
    const problem = pinProblem(pin);
    if (problem) return refuse(problem);
    setBusy('save');
    const failure = await actions.save(employee, numero, pin);
    setBusy(null);
    if (failure) return refuse(failure);
    setPin('');
    setError(null);
  }

  async function remove() {
    setAsking(false);
    setBusy('remove');
    setError(await actions.remove(employee));
    setBusy(null);
  }

  const removeButton = employee.tieneNip && (
    <button type="button" className="button button--danger" disabled={busy !== null} onClick={() => setAsking(true)}>
      {t.remove}
    </button>
  );

  return (
    <section className="consent-section pin-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="consent-section__title">
        {t.title}
      </h3>
      <p className="pin-section__state">
        {employee.tieneNip && <span className="tag tag--nip">{t.marker}</span>}
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
        <form className="pin-form" noValidate onSubmit={(event) => void save(event)}>
          <label className="field__label" htmlFor={`${id}-pin`}>
            {employee.tieneNip ? t.labelNew : t.label}
          </label>
          <input
            ref={input}
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
        <ConfirmDialog
          title={t.removeQuestion(employee.nombre)}
          confirmLabel={t.removeConfirm}
          danger
          onConfirm={() => void remove()}
          onCancel={() => setAsking(false)}
        >
          <p>{t.removeDetail(employee.nombre)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
