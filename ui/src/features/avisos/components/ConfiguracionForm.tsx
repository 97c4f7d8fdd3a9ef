import type { AvisoCanal, AvisosConfiguracion } from '@reloj/contract/avisos';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BannerFor } from '../../../components/Banner';
import { useBanner } from '../../../components/useBanner';
import { useFormErrors } from '../../../components/useFormErrors';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { configuracionKey, useSaveConfiguracion } from '../api/configuracion';
import { useEnviarPrueba } from '../api/prueba';
import { changedFrom, configProblems, inputOf, serverFieldError, valuesOf, type ConfigField, type ConfigValues } from '../lib/form';
import { avisosMessages as m } from '../messages';
import { CorreoFields } from './CorreoFields';
import { HorariosFields } from './HorariosFields';
import type { PruebaState } from './PruebaButton';
import { WebhookFields } from './WebhookFields';

/** Which values each field of the form changes, so that a change clears its refusal. */
const FIELD_OF: Record<keyof ConfigValues, ConfigField | null> = {
  host: 'smtp.host',
  puerto: 'smtp.puerto',
  seguridad: 'smtp.seguridad',
  verificarCertificado: null,
  usuario: 'smtp.usuario',
  password: 'smtp.password',
  remitente: 'smtp.remitente',
  webhookUrl: 'webhook.url',
  resumenHora: 'resumenHora',
  minutosRetardo: 'minutosRetardo',
  minutosKioscoSinSenal: 'minutosKioscoSinSenal',
};

export type SetValues = (patch: Partial<ConfigValues>) => void;

/**
 * The channels and hours, one form saved with 'Guardar'. 'Enviar prueba' on a channel saves what is on screen first
 * (the test goes with what is stored), then shows what the server answered, or its refusal, inside that channel's card.
 */
export function ConfiguracionForm({ saved: initial }: { saved: AvisosConfiguracion }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(() => valuesOf(initial));
  /** A new webhook URL's secret: answered once, shown until the page is left. */
  const [secreto, setSecreto] = useState<string | null>(null);
  const [prueba, setPrueba] = useState<PruebaState>(null);
  const banner = useBanner();
  const { errors, check, clear, formRef } = useFormErrors<ConfigField>();
  const save = useSaveConfiguracion({});
  const enviar = useEnviarPrueba();
  const busy = save.isPending || enviar.isPending;

  const set: SetValues = (patch) => {
    clear(...Object.keys(patch).flatMap((key) => FIELD_OF[key as keyof ConfigValues] ?? []));
    setValues((v) => ({ ...v, ...patch }));
  };

  /** Saves what is on screen; false when it was refused (the refusal is beside its field, or in the banner). */
  async function saveValues(): Promise<boolean> {
    if (!check(configProblems(values))) return false;
    try {
      const answer = await save.mutateAsync(inputOf(values));
      if (answer.webhook.secreto) setSecreto(answer.webhook.secreto);
      else if (answer.webhook.url !== saved.webhook.url) setSecreto(null);
      const { secreto: _shownOnce, ...webhook } = answer.webhook;
      const stored = { ...answer, webhook };
      queryClient.setQueryData(configuracionKey, stored);
      setSaved(stored);
      setValues(valuesOf(stored));
      return true;
    } catch (error) {
      const field = serverFieldError(error);
      if (field) check(field);
      else banner.show(m.saveFailed(errorMessage(error, UNKNOWN_ERROR)), 'error');
      return false;
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    banner.dismiss();
    setPrueba(null);
    if (await saveValues()) banner.show(m.saved, 'success');
  }

  async function probar(canal: AvisoCanal) {
    banner.dismiss();
    setPrueba({ canal, tone: 'busy', text: m.probando });
    if (changedFrom(values, saved) && !(await saveValues())) return setPrueba(null);
    enviar.mutate(
      { canal },
      {
        onSuccess: (answer) => setPrueba({ canal, tone: 'success', text: m.pruebaOk(answer.respuesta) }),
        onError: (error) => setPrueba({ canal, tone: 'error', text: m.pruebaFailed(errorMessage(error, UNKNOWN_ERROR)) }),
      },
    );
  }

  const pruebaOf = (canal: AvisoCanal) => ({ state: prueba?.canal === canal ? prueba : null, onProbar: () => void probar(canal), busy });

  return (
    <form ref={formRef} className="avisos__form" aria-label="Canales de avisos" noValidate onSubmit={(e) => void handleSubmit(e)}>
      <div className="avisos__grid">
        <CorreoFields values={values} errors={errors} set={set} passwordGuardada={saved.smtp.passwordGuardada} disabled={busy} prueba={pruebaOf('correo')} />
        <div className="stack avisos__side">
          <WebhookFields
            values={values}
            errors={errors}
            set={set}
            secreto={secreto}
            secretoGuardado={saved.webhook.secretoGuardado && saved.webhook.url !== ''}
            disabled={busy}
            prueba={pruebaOf('webhook')}
          />
          <HorariosFields values={values} errors={errors} set={set} disabled={busy} />
        </div>
      </div>
      <div className="form-submit avisos__submit-row">
        <div className="avisos__result">
          <BannerFor banner={banner} />
        </div>
        <button type="submit" className="button button--primary form-submit__button" disabled={busy} aria-busy={save.isPending}>
          {save.isPending ? m.saving : m.save}
        </button>
      </div>
    </form>
  );
}
