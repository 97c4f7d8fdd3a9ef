import { TextField } from '../../../components/TextField';
import { TimeInput } from '../../../components/TimeInput';
import type { ConfigErrors, ConfigValues } from '../lib/form';
import { avisosMessages as m } from '../messages';
import { fieldBinder } from './bindField';
import type { SetValues } from './ConfiguracionForm';
import { SettingsCard } from './SettingsCard';

type HorariosFieldsProps = { values: ConfigValues; errors: ConfigErrors; set: SetValues; disabled: boolean };

/** 'Horarios': the daily summary's hour and the minutes the late-arrivals and silent-kiosk alerts wait. */
export function HorariosFields({ values, errors, set, disabled }: HorariosFieldsProps) {
  const bind = fieldBinder(values, errors, set);
  return (
    <SettingsCard title={m.horarios} hint={m.horariosHint} disabled={disabled}>
      <TimeInput
        label={m.resumenHora}
        name="resumenHora"
        value={values.resumenHora}
        error={errors.resumenHora}
        hint={m.resumenHoraHint}
        onChange={(resumenHora) => set({ resumenHora })}
      />
      {(
        [
          ['minutosRetardo', m.minutosRetardo, m.minutosRetardoHint],
          ['minutosKioscoSinSenal', m.minutosKiosco, m.minutosKioscoHint],
        ] as const
      ).map(([key, label, hint]) => (
        <TextField key={key} className="avisos__minutes" label={label} hint={hint} inputMode="numeric" autoComplete="off" {...bind(key)} />
      ))}
    </SettingsCard>
  );
}
