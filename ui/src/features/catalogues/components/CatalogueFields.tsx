import type { Ref } from 'react';
import { Field } from '../../../components/Field';
import { MoneyInput } from '../../../components/MoneyInput';
import { UppercaseInput } from '../../../components/UppercaseInput';
import type { CatalogueDefinition } from '../definitions';
import type { CatalogueFormValues } from '../types';

/** Longest name the daemon accepts. */
const NAME_MAX = 80;

type CatalogueFieldsProps = {
  def: CatalogueDefinition;
  values: CatalogueFormValues;
  onChange: (values: CatalogueFormValues) => void;
  nameRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/** The name (uppercase) and, where the catalogue has one, the amount: shared by the create card and the edit modal. */
export function CatalogueFields({ def, values, onChange, nameRef, disabled }: CatalogueFieldsProps) {
  return (
    <>
      <Field label="Nombre">
        <UppercaseInput
          ref={nameRef}
          name="nombre"
          required
          maxLength={NAME_MAX}
          placeholder={`Ej. ${def.example}`}
          disabled={disabled}
          value={values.nombre}
          onChange={(nombre) => onChange({ ...values, nombre })}
        />
      </Field>
      {def.amount && (
        <Field label={def.amount.label}>
          <MoneyInput
            name={def.amount.field}
            required
            max={1_000_000}
            placeholder="0.00"
            disabled={disabled}
            value={values.amount}
            onChange={(amount) => onChange({ ...values, amount })}
          />
        </Field>
      )}
    </>
  );
}
