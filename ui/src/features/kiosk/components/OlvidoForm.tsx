import { useState } from 'react';
import type { MiAsistencia } from '../api/miAsistencia';
import { checadasDe, diaTexto, moveDate, moveTime, olvidoInicial } from '../lib/miAsistenciaDias';
import { miText } from '../miAsistenciaText';
import { MiForm, type MiFormProps } from './MiForm';
import { Stepper } from './Stepper';

type Props = MiFormProps & { vista: MiAsistencia };

/** 'Olvidé checar': the day (within the period, up to today) and the time, both with big buttons; the day's punches beside. */
export function OlvidoForm({ vista, ...form }: Props) {
  const start = olvidoInicial(vista);
  const [fecha, setFecha] = useState(start.fecha);
  const [hora, setHora] = useState(start.hora);
  const first = vista.periodo.desde;
  const last = vista.hoy < vista.periodo.hasta ? vista.hoy : vista.periodo.hasta;
  const dia = vista.dias.find((d) => d.fecha === fecha);
  const checadas = dia ? checadasDe(dia) : [];

  return (
    <MiForm kind="olvido" title={miText.forgotTitle} input={{ tipo: 'olvido', fecha, hora }} {...form}>
      <Stepper
        kind="date"
        label={miText.day}
        value={diaTexto(fecha)}
        before={[{ label: '◀', name: 'Día anterior', onPress: () => setFecha(moveDate(fecha, -1, first, last)), disabled: fecha <= first }]}
        after={[{ label: '▶', name: 'Día siguiente', onPress: () => setFecha(moveDate(fecha, 1, first, last)), disabled: fecha >= last }]}
      />
      <p className="mi-form__context">
        {checadas.length > 0
          ? `Ese día checaste: ${checadas.map((c) => `${c.tipo === 'entrada' ? 'entrada' : 'salida'} ${c.hora}`).join(', ')}`
          : 'Ese día no tienes checadas.'}
      </p>
      <Stepper
        kind="time"
        label={miText.time}
        value={hora}
        before={[
          { label: '−1 h', name: 'Una hora antes', onPress: () => setHora(moveTime(hora, -60)) },
          { label: '−5 min', name: 'Cinco minutos antes', onPress: () => setHora(moveTime(hora, -5)) },
        ]}
        after={[
          { label: '+5 min', name: 'Cinco minutos después', onPress: () => setHora(moveTime(hora, 5)) },
          { label: '+1 h', name: 'Una hora después', onPress: () => setHora(moveTime(hora, 60)) },
        ]}
      />
    </MiForm>
  );
}
