import { useId } from 'react';
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Rol } from '@reloj/contract/usuarios';
import { describedBy, FieldError } from './FieldError';

type RolFieldProps = {
  value: Rol;
  onChange: (rol: Rol) => void;
  error?: string;
  className?: string;
};

/** 'Rol': one radio button per role, each with what that role may do. */
export function RolField({ value, onChange, error, className }: RolFieldProps) {
  const id = useId();
  return (
    <fieldset className={['us-group', error && 'us-field--error', className].filter(Boolean).join(' ')} aria-describedby={describedBy(error && `${id}-error`)}>
      <legend className="field__label us-group__legend">Rol</legend>
      <div className="choice-cards">
        {ROLES.map((rol) => (
          <label key={rol} className={`choice-card${value === rol ? ' choice-card--checked' : ''}`}>
            <input
              type="radio"
              name={`${id}-rol`}
              value={rol}
              checked={value === rol}
              aria-labelledby={`${id}-${rol}`}
              aria-describedby={`${id}-${rol}-hint`}
              onChange={() => onChange(rol)}
            />
            <span>
              <span id={`${id}-${rol}`} className="choice-card__label">
                {ROLE_LABELS[rol]}
              </span>
              <span id={`${id}-${rol}-hint`} className="us-hint">
                {ROLE_DESCRIPTIONS[rol]}
              </span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
