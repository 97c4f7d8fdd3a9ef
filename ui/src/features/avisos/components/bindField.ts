import type { ConfigErrors, ConfigField, ConfigValues } from '../lib/form';
import type { SetValues } from './ConfiguracionForm';

type TextKey = Exclude<keyof ConfigValues, 'seguridad' | 'verificarCertificado'>;

/** A text field's ties to the form: its name and value, the daemon's refusal of it (by its 422 `field`) and its change. */
export const fieldBinder =
  (values: ConfigValues, errors: ConfigErrors, set: SetValues) =>
  (key: TextKey, field: ConfigField = key as ConfigField) => ({
    name: key,
    value: values[key],
    error: errors[field],
    onChange: (value: string) => set({ [key]: value }),
  });
