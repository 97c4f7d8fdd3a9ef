import { useId } from 'react';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { DEFAULT_PORT, type ConfigErrors, type ConfigValues, type Seguridad } from '../lib/form';
import { avisosMessages as m } from '../messages';
import type { SetValues } from './ConfiguracionForm';
import { PruebaButton, type PruebaProps } from './PruebaButton';

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
  const noVerificar = !values.verificarCertificado && values.seguridad !== 'ninguna';
  const chooseSeguridad = (seguridad: Seguridad) =>
    // A port left at the old kind's usual one moves to the new kind's: 587 becomes 465 when 'TLS' is chosen.
    set({ seguridad, ...(values.puerto === String(DEFAULT_PORT[values.seguridad]) ? { puerto: String(DEFAULT_PORT[seguridad]) } : {}) });

  return (
    <fieldset className="card avisos__card avisos__correo" disabled={disabled}>
      <legend className="card__title avisos__legend">{m.correo}</legend>
      <p className="avisos__hint">{m.correoHint}</p>
      <TextField
        label={m.host}
        name="host"
        placeholder={m.hostPlaceholder}
        autoComplete="off"
        spellCheck={false}
        value={values.host}
        error={errors['smtp.host']}
        onChange={(host) => set({ host })}
      />
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
          <label className="avisos__checkbox">
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
      <TextField
        className="avisos__port"
        label={m.puerto}
        name="puerto"
        inputMode="numeric"
        autoComplete="off"
        value={values.puerto}
        error={errors['smtp.puerto']}
        onChange={(puerto) => set({ puerto })}
      />
      <TextField
        label={m.usuario}
        name="usuario"
        autoComplete="off"
        spellCheck={false}
        value={values.usuario}
        error={errors['smtp.usuario']}
        hint={m.usuarioHint}
        onChange={(usuario) => set({ usuario })}
      />
      <TextField
        label={m.password}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={passwordGuardada ? '••••••••' : undefined}
        value={values.password}
        error={errors['smtp.password']}
        hint={passwordGuardada ? m.passwordSaved : m.passwordNone}
        onChange={(password) => set({ password })}
      />
      <TextField
        label={m.remitente}
        name="remitente"
        inputMode="email"
        placeholder={m.remitentePlaceholder}
        autoComplete="off"
        spellCheck={false}
        value={values.remitente}
        error={errors['smtp.remitente']}
        hint={m.remitenteHint}
        onChange={(remitente) => set({ remitente })}
      />
      <PruebaButton {...prueba} hint={m.correoPruebaHint} />
    </fieldset>
  );
}
