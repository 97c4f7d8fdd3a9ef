import { DIAS_FOTOS_DEFAULT, DIAS_PLANTILLAS_BAJA_DEFAULT, type Aviso, type PrivacidadInput } from '@reloj/contract/privacidad';
import { ApiError } from '../../lib/api';

/** The form's state: the day counts hold what was typed until submit. */
export type PrivacidadFormValues = Record<keyof PrivacidadInput, string>;
export type Campo = keyof PrivacidadFormValues;

export const CAMPOS: readonly Campo[] = ['responsable', 'domicilio', 'contacto', 'diasFotos', 'diasPlantillasBaja'];

/** The current notice's data, or empty texts and the contract's default periods before the first one. */
export const valuesOf = (aviso: Aviso | null): PrivacidadFormValues => ({
  responsable: aviso?.responsable ?? '',
  domicilio: aviso?.domicilio ?? '',
  contacto: aviso?.contacto ?? '',
  diasFotos: String(aviso?.diasFotos ?? DIAS_FOTOS_DEFAULT),
  diasPlantillasBaja: String(aviso?.diasPlantillasBaja ?? DIAS_PLANTILLAS_BAJA_DEFAULT),
});

/** What is not a number is sent as null, so that the server refuses it in its own words and names the field. */
const diasOf = (value: string) => {
  const n = value.trim() === '' ? NaN : Number(value);
  return (Number.isFinite(n) ? n : null) as number;
};

/** The body of PUT /api/privacidad; the server trims, validates and names the field at fault. */
export const inputOf = (values: PrivacidadFormValues): PrivacidadInput => ({
  responsable: values.responsable,
  domicilio: values.domicilio,
  contacto: values.contacto,
  diasFotos: diasOf(values.diasFotos),
  diasPlantillasBaja: diasOf(values.diasPlantillasBaja),
});

/** A refusal about one of the form's fields: the field and the server's sentence. */
export type FieldError = { field: Campo; message: string };

export function fieldErrorOf(error: unknown): FieldError | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const field = CAMPOS.find((c) => c === error.field);
  return field ? { field, message: error.message } : null;
}
