import { useEffect, useId, useRef } from 'react';
import { AvisoSimplificado } from '../../../components/AvisoTexto';
import type { ConsentStepState } from '../hooks/useConsentStep';
import type { FaceConsent } from '../hooks/useFaceConsent';
import { formatDateAndTime } from '../../../lib/dateTime';
import { consentText as t } from '../privacyMessages';

type ConsentStepProps = {
  /** Every state but 'none' (no notice: NoticeMissing takes the step's place). */
  consent: Exclude<FaceConsent, { status: 'none' }>;
  step: ConsentStepState;
  disabled?: boolean;
};

/**
 * The employee reads the short privacy notice on screen, the administrator ticks that they consent, and the employee
 * types their own name as confirmation. Nothing is asked again when they already consented to the notice in force.
 */
export function ConsentStep({ consent, step, disabled }: ConsentStepProps) {
  const id = useId();
  const checkbox = useRef<HTMLInputElement>(null);
  const name = useRef<HTMLInputElement>(null);
  const { values, errors, attempt, change } = step;

  useEffect(() => {
    if (attempt === 0) return;
    (errors.acepta ? checkbox : name).current?.focus();
    // Only a new refusal moves the focus, not each keystroke that clears one: `errors` is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above: watching `errors` would move the focus on every keystroke
  }, [attempt]);

  if (consent.status === 'loading') return <p className="consent__status">{t.cargando}</p>;
  if (consent.status === 'error') {
    return (
      <p className="notice notice--error consent__status">
        {t.noCargo}
        <button type="button" className="button button--small button--secondary" onClick={consent.retry}>
          {t.reintentar}
        </button>
      </p>
    );
  }
  if (consent.status === 'given') {
    return <p className="consent__given">{t.vigente(consent.consent.version, formatDateAndTime(consent.consent.fecha))}</p>;
  }

  return (
    <div className="stack consent">
      <p className="consent__intro">{t.intro}</p>
      <section className="consent__aviso" aria-label={t.avisoLabel(consent.aviso.version)}>
        <AvisoSimplificado texto={consent.aviso.simplificado} />
      </section>
      <div className="consent__control">
        <label className="checkbox consent__check">
          <input
            ref={checkbox}
            type="checkbox"
            checked={values.acepta}
            disabled={disabled}
            aria-invalid={errors.acepta ? true : undefined}
            aria-describedby={errors.acepta ? `${id}-acepta` : undefined}
            onChange={(e) => change({ acepta: e.target.checked })}
          />
          <span>{t.acepta}</span>
        </label>
        {errors.acepta && (
          <span id={`${id}-acepta`} className="consent__error">
            {errors.acepta}
          </span>
        )}
      </div>
      <div className="field consent__control">
        <label className="field__label" htmlFor={`${id}-nombre`}>
          {t.confirmacion}
        </label>
        <input
          ref={name}
          id={`${id}-nombre`}
          className="input"
          type="text"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={200}
          value={values.confirmacion}
          disabled={disabled}
          aria-invalid={errors.confirmacion ? true : undefined}
          aria-describedby={errors.confirmacion ? `${id}-nombre-error` : undefined}
          onChange={(e) => change({ confirmacion: e.target.value })}
        />
        {errors.confirmacion && (
          <span id={`${id}-nombre-error`} className="consent__error">
            {errors.confirmacion}
          </span>
        )}
      </div>
    </div>
  );
}
