import { useId, type Ref } from 'react';
import { BONO_TIPO_LABELS, BONO_TIPOS, ZONA_LABELS, ZONAS, type BonoTipo, type Zona } from '@reloj/contract/catalogues';
import { describedBy, Field } from '../../../components/Field';
import { MoneyInput } from '../../../components/MoneyInput';
import { SalaryWarning, type SalaryReview } from '../../../components/SalaryReview';
import { SelectField, SelectOptions } from '../../../components/SelectField';
import { UppercaseInput } from '../../../components/UppercaseInput';
import type { FormErrors } from '../../../components/useFormErrors';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueField } from '../form';
import type { CatalogueFormValues } from '../types';
import '../catalogueFields.css';

/** Longest name the daemon accepts. */
const NAME_MAX = 80;

type CatalogueFieldsProps = {
  def: CatalogueDefinition;
  values: CatalogueFormValues;
  onChange: (values: CatalogueFormValues) => void;
  /** The form's refusals, beside each field. */
  errors?: FormErrors<CatalogueField>;
  nameRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** A puesto's salary out of the minimum wage's bounds, said beside it as it is typed (useSalaryReview). */
  salaryReview?: SalaryReview | null;
};

/** What each kind of bono means, in one line. */
const BONO_TIPO_HINT: Record<BonoTipo, string> = {
  fijo: 'Se paga siempre.',
  puntualidad: 'Se pierde al llegar a este número de retardos en el periodo.',
  asistencia: 'Se pierde al llegar a este número de faltas en el periodo.',
};

/**
 * The name (uppercase) and, where the catalogue has them, the amount, the zone (sucursales) or the kind of
 * bono and what loses it: shared by the create card and the edit modal.
 */
export function CatalogueFields({ def, values, onChange, errors = {}, nameRef, disabled, salaryReview = null }: CatalogueFieldsProps) {
  const hintId = useId();
  const inputId = useId();
  const errorId = useId();
  const set = (patch: Partial<CatalogueFormValues>) => onChange({ ...values, ...patch });
  const losable = values.tipo === 'puntualidad' || values.tipo === 'asistencia';
  return (
    <>
      <Field label="Nombre" required error={errors.nombre}>
        {(control) => (
          <UppercaseInput
            {...control}
            ref={nameRef}
            name="nombre"
            maxLength={NAME_MAX}
            placeholder={`Ej. ${def.example}`}
            disabled={disabled}
            value={values.nombre}
            onChange={(nombre) => set({ nombre })}
          />
        )}
      </Field>
      {def.amount && (
        <Field label={def.amount.label} required error={errors.amount} hint={salaryReview && <SalaryWarning review={salaryReview} />}>
          {(control) => (
            <MoneyInput
              {...control}
              name={def.amount!.field}
              max={1_000_000}
              placeholder="0.00"
              disabled={disabled}
              value={values.amount}
              onChange={(amount) => set({ amount })}
            />
          )}
        </Field>
      )}
      {def.zona && (
        <SelectField label="Zona" name="zona" disabled={disabled} value={values.zona} onChange={(e) => set({ zona: e.target.value as Zona })}>
          <SelectOptions values={ZONAS} labels={ZONA_LABELS} />
        </SelectField>
      )}
      {def.bonoTipo && (
        <>
          <SelectField label="Tipo" name="tipo" disabled={disabled} value={values.tipo} onChange={(e) => set({ tipo: e.target.value as BonoTipo })}>
            <SelectOptions values={BONO_TIPOS} labels={BONO_TIPO_LABELS} />
          </SelectField>
          {losable ? (
            <div className={errors.pierdeCon ? 'field field--error' : 'field'}>
              <label className="field__label" htmlFor={inputId}>
                Se pierde con
              </label>
              <span className="pierde-con">
                <input
                  id={inputId}
                  className="input pierde-con__input"
                  type="number"
                  name="pierdeCon"
                  inputMode="numeric"
                  aria-required
                  min={1}
                  max={31}
                  step={1}
                  disabled={disabled}
                  aria-invalid={errors.pierdeCon ? true : undefined}
                  aria-describedby={describedBy(errors.pierdeCon ? errorId : null, hintId)}
                  value={values.pierdeCon}
                  onChange={(e) => set({ pierdeCon: e.target.value })}
                />
                <span className="pierde-con__unit">{values.tipo === 'puntualidad' ? 'retardos' : 'faltas'}</span>
              </span>
              {errors.pierdeCon && (
                <span id={errorId} className="field__error">
                  {errors.pierdeCon}
                </span>
              )}
              <span id={hintId} className="field__hint">
                {BONO_TIPO_HINT[values.tipo]}
              </span>
            </div>
          ) : (
            <p className="field__hint">{BONO_TIPO_HINT.fijo}</p>
          )}
        </>
      )}
    </>
  );
}
