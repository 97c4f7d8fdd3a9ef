import { useState } from 'react';
import { addDays } from '@reloj/contract/dates';
import { MAX_DIAS_VACACIONES_SOLICITUD } from '@reloj/contract/solicitudes';
import type { MiAsistencia } from '../api/miAsistencia';
import { diaTexto, diasQueUsaria, moveDate } from '../lib/miAsistenciaDias';
import { miText } from '../miAsistenciaText';
import { MiForm, type MiFormProps } from './MiForm';
import { Stepper } from './Stepper';

type Props = MiFormProps & { vista: MiAsistencia };

/** How far ahead the first day may be chosen. */
const MAX_AHEAD_DAYS = 366;

/** 'Pedir vacaciones': from and to, the days it uses and the balance left; over the balance it says so and may be sent. */
export function VacacionesForm({ vista, ...form }: Props) {
  const first = addDays(vista.hoy, 1);
  const lastStart = addDays(vista.hoy, MAX_AHEAD_DAYS);
  const [desde, setDesde] = useState(first);
  const [hasta, setHasta] = useState(first);
  const usa = diasQueUsaria(desde, hasta, vista.turno.semana);
  const saldo = vista.vacaciones.pendientes;
  const over = saldo !== null && usa > saldo;

  const moveDesde = (days: number) => {
    const next = moveDate(desde, days, first, lastStart);
    setDesde(next);
    if (hasta < next) setHasta(next);
    if (hasta > addDays(next, MAX_DIAS_VACACIONES_SOLICITUD - 1)) setHasta(addDays(next, MAX_DIAS_VACACIONES_SOLICITUD - 1));
  };
  const moveHasta = (days: number) => setHasta(moveDate(hasta, days, desde, addDays(desde, MAX_DIAS_VACACIONES_SOLICITUD - 1)));

  return (
    <MiForm kind="vacaciones" title={miText.vacation} input={usa > 0 ? { tipo: 'vacaciones', desde, hasta } : null} {...form}>
      <Stepper
        kind="date"
        label={miText.vacationFrom}
        value={diaTexto(desde)}
        before={[{ label: '◀', name: 'Desde: día anterior', onPress: () => moveDesde(-1), disabled: desde <= first }]}
        after={[{ label: '▶', name: 'Desde: día siguiente', onPress: () => moveDesde(1), disabled: desde >= lastStart }]}
      />
      <Stepper
        kind="date"
        label={miText.vacationTo}
        value={diaTexto(hasta)}
        before={[{ label: '◀', name: 'Hasta: día anterior', onPress: () => moveHasta(-1), disabled: hasta <= desde }]}
        after={[
          { label: '▶', name: 'Hasta: día siguiente', onPress: () => moveHasta(1), disabled: hasta >= addDays(desde, MAX_DIAS_VACACIONES_SOLICITUD - 1) },
        ]}
      />
      <div className={`mi-balance${over ? ' mi-balance--over' : ''}`} role="status">
        <p className="mi-balance__uses">{miText.vacationUses(usa)}</p>
        <p className="mi-balance__left">
          {saldo === null ? miText.vacationBalanceUnknown : over ? miText.vacationOver(saldo) : miText.vacationLeft(saldo - usa)}
        </p>
      </div>
    </MiForm>
  );
}
