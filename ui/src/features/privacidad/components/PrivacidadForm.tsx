import { useRef, useState, type FormEvent } from 'react';
import type { Aviso } from '@reloj/contract/privacidad';
import type { Notify } from '../../../components/useBanner';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { usePublicarAviso } from '../api/publicarAviso';
import { fieldErrorOf, inputOf, valuesOf, type Campo, type FieldError } from '../form';
import { privacidadText as t } from '../messages';
import { CampoAviso } from './CampoAviso';

type PrivacidadFormProps = {
  aviso: Aviso | null;
  notify: Notify;
  /** Hides the last message, so that an earlier 'Aviso publicado' does not sit beside a refusal. */
  dismiss: () => void;
};

/** The notice's data and 'Guardar y publicar'; a refusal is shown under the field it names, which takes the focus. */
export function PrivacidadForm({ aviso, notify, dismiss }: PrivacidadFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => valuesOf(aviso));
  const [error, setError] = useState<FieldError | null>(null);
  const publicar = usePublicarAviso({
    onSuccess: (saved) => {
      setError(null);
      if (!saved.aviso) return;
      setValues(valuesOf(saved.aviso));
      if (saved.aviso.version === aviso?.version) notify(t.sinCambios(saved.aviso.version));
      else notify(t.publicado(saved.aviso.version), 'success');
    },
    onError: (failure) => {
      const refused = fieldErrorOf(failure);
      setError(refused);
      if (refused) {
        dismiss();
        // After the fieldset is enabled again: a disabled input cannot take the focus.
        requestAnimationFrame(() => (formRef.current?.elements.namedItem(refused.field) as HTMLInputElement | null)?.focus());
      } else notify(t.publishFailed(errorMessage(failure, UNKNOWN_ERROR)), 'error');
    },
  });
  const busy = publicar.isPending;

  const change = (campo: Campo) => (value: string) => {
    setValues((v) => ({ ...v, [campo]: value }));
    setError((e) => (e?.field === campo ? null : e));
  };
  const errorAt = (campo: Campo) => (error?.field === campo ? error.message : undefined);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    publicar.mutate(inputOf(values));
  }

  const campo = (name: Campo) => ({ campo: name, value: values[name], onChange: change(name), error: errorAt(name) });

  return (
    // noValidate: every refusal is the server's Spanish sentence under its field, never the browser's bubble.
    <form ref={formRef} className="card pv-form" aria-label={t.formLabel} noValidate onSubmit={handleSubmit}>
      <fieldset className="pv-form__fields" disabled={busy}>
        <CampoAviso {...campo('responsable')} className="pv-campo--wide" type="text" autoComplete="organization" maxLength={200} />
        <CampoAviso {...campo('domicilio')} className="pv-campo--wide" type="text" autoComplete="street-address" maxLength={300} />
        <CampoAviso {...campo('contacto')} className="pv-campo--wide" type="text" maxLength={200} />
        <CampoAviso {...campo('diasFotos')} type="text" inputMode="numeric" maxLength={4} />
        <CampoAviso {...campo('diasPlantillasBaja')} type="text" inputMode="numeric" maxLength={4} />
      </fieldset>
      <div className="form-submit pv-form__submit">
        <button type="submit" className="button button--primary form-submit__button" disabled={busy} aria-busy={busy}>
          {busy ? t.publicando : t.publicar}
        </button>
      </div>
    </form>
  );
}
