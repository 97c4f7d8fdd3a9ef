import { TextField } from '../../../components/TextField';
import { TimeInput } from '../../../components/TimeInput';
import type { ConfigErrors, ConfigValues } from '../lib/form';
import { avisosMessages as m } from '../messages';
import type { SetValues } from './ConfiguracionForm';

type HorariosFieldsProps = { values: ConfigValues; errors: ConfigErrors; set: SetValues; disabled: boolean };

/** 'Horarios': the daily summary's hour and the minutes the late-arrivals and silent-kiosk alerts wait. */
export function HorariosFields({ values, errors, set, disabled }: HorariosFieldsProps) {
  return (
    <fieldset className="card avisos__card" disabled={disabled}>
      <legend className="card__title avisos__legend">{m.horarios}</legend>
      <p className="avisos__hint">{m.horariosHint}</p>
      <TimeInput
        label={m.resumenHora}
        name="resumenHora"
        value={values.resumenHora}
        error={errors.resumenHora}
        hint={m.resumenHoraHint}
        onChange={(resumenHora) => set({ resumenHora })}
      />
      <TextField
        className="avisos__minutes"
        label={m.minutosRetardo}
        name="minutosRetardo"
        inputMode="numeric"
        autoComplete="off"
        value={values.minutosRetardo}
        error={errors.minutosRetardo}
        hint={m.minutosRetardoHint}
        onChange={(minutosRetardo) => set({ minutosRetardo })}
      />
      <TextField
        className="avisos__minutes"
        label={m.minutosKiosco}
        name="minutosKioscoSinSenal"
        inputMode="numeric"
        autoComplete="off"
        value={values.minutosKioscoSinSenal}
        error={errors.minutosKioscoSinSenal}
        hint={m.minutosKioscoHint}
        onChange={(minutosKioscoSinSenal) => set({ minutosKioscoSinSenal })}
      />
    </fieldset>
  );
}
