import { useState } from 'react';
import { TextField } from '../../../components/TextField';
import type { ConfigErrors, ConfigValues } from '../lib/form';
import { avisosMessages as m } from '../messages';
import type { SetValues } from './ConfiguracionForm';
import { PruebaButton, type PruebaProps } from './PruebaButton';
import { fieldBinder } from './bindField';
import { SettingsCard } from './SettingsCard';

type WebhookFieldsProps = {
  values: ConfigValues;
  errors: ConfigErrors;
  set: SetValues;
  /** The secret of the URL just saved (answered once), or null. */
  secreto: string | null;
  secretoGuardado: boolean;
  disabled: boolean;
  prueba: PruebaProps;
};

/** 'Webhook': the receiver's URL; after saving a new one, its signing secret once, with 'Copiar'. */
export function WebhookFields({ values, errors, set, secreto, secretoGuardado, disabled, prueba }: WebhookFieldsProps) {
  return (
    <SettingsCard title={m.webhook} hint={m.webhookHint} disabled={disabled}>
      <TextField
        label={m.webhookUrl}
        inputMode="url"
        placeholder={m.webhookPlaceholder}
        autoComplete="off"
        spellCheck={false}
        {...fieldBinder(values, errors, set)('webhookUrl', 'webhook.url')}
      />
      {secreto ? <Secreto secreto={secreto} /> : secretoGuardado && <p className="avisos__hint">{m.secretoGuardado}</p>}
      <PruebaButton {...prueba} hint={m.webhookPruebaHint} />
    </SettingsCard>
  );
}

/** The secret shown once: selectable text, 'Copiar', and the sentence that it will not be shown again. */
function Secreto({ secreto }: { secreto: string }) {
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(secreto);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };
  return (
    <section className="avisos__secreto" aria-labelledby="avisos-secreto-title">
      <h3 id="avisos-secreto-title" className="avisos__secreto-title">
        {m.secretoTitle}
      </h3>
      <div className="avisos__secreto-row">
        <code className="avisos__secreto-value" data-testid="webhook-secreto">
          {secreto}
        </code>
        <button type="button" className="button button--small button--secondary" onClick={() => void copiar()}>
          {copy === 'copied' ? m.copied : m.copy}
        </button>
      </div>
      <p className="avisos__secreto-text">{copy === 'failed' ? m.copyFailed : m.secretoText}</p>
    </section>
  );
}
