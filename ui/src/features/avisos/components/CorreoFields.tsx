import { useId } from 'react';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { DEFAULT_PORT, type ConfigErrors, type ConfigValues, type Seguridad } from '../lib/form';
import { avisosMessages as m } from '../messages';
import { fieldBinder } from './bindField';
import type { SetValues } from './ConfiguracionForm';
import { PruebaButton, type PruebaProps } from './PruebaButton';
import { SettingsCard } from './SettingsCard';

type CorreoFieldsProps = {
  values: ConfigValues;
  errors: ConfigErrors;
  set: SetValues;
  passwordGuardada: boolean;
  disabled: boolean;
  prueba: PruebaProps;
};

/** 'Correo (SMTP)': the company's mail server, the kind of connection, the account that sends, and 'Enviar prueba'. */
export function CorreoFields({ values, errors, set, passwordGuardada, disabled, prueba }: CorreoFieldsProps) {
  const warningId = useId();
  const bind = fieldBinder(values, errors, set);
  const noVerificar = !values.verificarCertificado && values.seguridad !== 'ninguna';
  const chooseSeguridad = (seguridad: Seguridad) =>
    // A port left at the old kind's usual one moves to the new kind's: 587 becomes 465 when 'TLS' is chosen.
    set({ seguridad, ...(values.puerto === String(DEFAULT_PORT[values.seguridad]) ? { puerto: String(DEFAULT_PORT[seguridad]) } : {}) });

  return (
    <SettingsCard title={m.correo} hint={m.correoHint} disabled={disabled} className="avisos__correo">
      <TextField label={m.host} placeholder={m.hostPlaceholder} autoComplete="off" spellCheck={false} {...bind('host', 'smtp.host')} />
      <SelectField
        label={m.seguridad}
        name="seguridad"
        value={values.seguridad}
        error={errors['smtp.seguridad']}
        hint={m.seguridadOptions[values.seguridad].explanation}
        onChange={(e) => chooseSeguridad(e.target.value as Seguridad)}
      >
        {m.seguridadOrder.map((s) => (
          <option key={s} value={s}>
            {m.seguridadOptions[s].label}
          </option>
        ))}
      </SelectField>
      {values.seguridad !== 'ninguna' && (
        <div className="avisos__check">
          <label className="check-label avisos__checkbox">
            <input
              type="checkbox"
              name="noVerificar"
              checked={!values.verificarCertificado}
              aria-describedby={noVerificar ? warningId : `${warningId}-hint`}
              onChange={(e) => set({ verificarCertificado: !e.target.checked })}
            />
            <span>{m.noVerificar}</span>
          </label>
          {noVerificar ? (
            <p id={warningId} className="notice avisos__warning" role="note">
              {m.noVerificarWarning}
            </p>
          ) : (
            <span id={`${warningId}-hint`} className="avisos__hint">
              {m.noVerificarHint}
            </span>
          )}
        </div>
      )}
      <TextField className="avisos__port" label={m.puerto} inputMode="numeric" autoComplete="off" {...bind('puerto', 'smtp.puerto')} />
      <TextField label={m.usuario} hint={m.usuarioHint} autoComplete="off" spellCheck={false} {...bind('usuario', 'smtp.usuario')} />
      <TextField
        label={m.password}
        hint={passwordGuardada ? m.passwordSaved : m.passwordNone}
        type="password"
        autoComplete="new-password"
        placeholder={passwordGuardada ? '••••••••' : undefined}
        {...bind('password', 'smtp.password')}
      />
      <TextField
        label={m.remitente}
        hint={m.remitenteHint}
        inputMode="email"
        placeholder={m.remitentePlaceholder}
        autoComplete="off"
        spellCheck={false}
        {...bind('remitente', 'smtp.remitente')}
      />
      <PruebaButton {...prueba} hint={m.correoPruebaHint} />
    </SettingsCard>
  );
}
