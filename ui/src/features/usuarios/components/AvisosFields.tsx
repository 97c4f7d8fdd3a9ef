import { useId } from 'react';
import { AVISO_TIPO_LABELS } from '@reloj/contract/avisos';
import { TextField } from '../../../components/TextField';
import type { useUsuarioForm } from '../hooks/useUsuarioForm';
import { avisoTiposFor } from '../lib/form';
import { usuariosMessages as m } from '../messages';
import { describedBy, FieldError } from './FieldError';

type UsuarioForm = Pick<ReturnType<typeof useUsuarioForm>, 'values' | 'errors' | 'set'>;

/**
 * Issue 44: 'Correo para avisos' and the kinds of alert the account receives (the contract's labels). The kinds about
 * the whole box are offered to an administrador only; a gerente's alerts are their branches'.
 */
export function AvisosFields({ form: { values, errors, set } }: { form: UsuarioForm }) {
  const id = useId();
  const tipos = avisoTiposFor(values.rol);
  const toggle = (tipo: (typeof tipos)[number], checked: boolean) =>
    set({ avisos: checked ? [...values.avisos, tipo] : values.avisos.filter((t) => t !== tipo) });

  return (
    <div className="stack us-avisos">
      <TextField
        label={m.emailLabel}
        name="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        placeholder={m.emailPlaceholder}
        value={values.email}
        error={errors.email}
        hint={m.emailHint}
        onChange={(email) => set({ email })}
      />
      <fieldset
        className={['us-group', errors.avisos && 'us-field--error'].filter(Boolean).join(' ')}
        aria-describedby={describedBy(errors.avisos && `${id}-error`, `${id}-hint`)}
      >
        <legend className="field__label us-group__legend">{m.avisosLegend}</legend>
        <span id={`${id}-hint`} className="us-hint">
          {m.avisosHint[values.rol]}
        </span>
        <div className="us-checks us-checks--avisos">
          {tipos.map((tipo) => (
            <label key={tipo} className="check-label us-check">
              <input type="checkbox" name="avisos" value={tipo} checked={values.avisos.includes(tipo)} onChange={(e) => toggle(tipo, e.target.checked)} />
              <span>{AVISO_TIPO_LABELS[tipo]}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${id}-error`} message={errors.avisos} />
        <span className="us-hint">{m.avisosChannels}</span>
      </fieldset>
    </div>
  );
}
