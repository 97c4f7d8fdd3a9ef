import type { TurnoDia, TurnoPayload } from '@reloj/contract/turnos';

/** A template the owner starts a turno from: the form is filled with it, to be adjusted and saved. */
export type TurnoTemplate = { id: string; label: string; turno: Omit<TurnoPayload, 'inicioCiclo'> };

const descanso: TurnoDia = { segmentos: [] };
const tramo = (entrada: string, salida: string, minutosComida = 0): TurnoDia => ({ segmentos: [{ entrada, salida }], minutosComida });
const semana = (laborable: TurnoDia, dias: number, sabado?: TurnoDia): TurnoDia[] =>
  Array.from({ length: 7 }, (_, i) => (i < dias ? laborable : i === 5 && sabado ? sabado : descanso));

/**
 * The schedules of the workplaces that buy a time clock (issue 41): the 45-hour week with a Saturday half-day, a
 * restaurant's split shift, the security guard's 12x24 and 24x48, and a plant's three shifts (to be rotated with a rol).
 */
export const TURNO_TEMPLATES: readonly TurnoTemplate[] = [
  {
    id: 'lv-s',
    label: 'L-V 9 a 18, S 9 a 14',
    turno: {
      nombre: 'Oficina con sábado',
      codigo: 'OF',
      color: '#2563eb',
      tipo: 'semanal',
      dias: semana(tramo('09:00', '18:00', 60), 5, tramo('09:00', '14:00')),
    },
  },
  {
    id: 'partido',
    label: 'Partido 10-15 y 17-20',
    turno: {
      nombre: 'Partido',
      codigo: 'PAR',
      color: '#f59e0b',
      tipo: 'semanal',
      dias: semana(
        {
          segmentos: [
            { entrada: '10:00', salida: '15:00' },
            { entrada: '17:00', salida: '20:00' },
          ],
          minutosComida: 0,
        },
        6,
      ),
    },
  },
  {
    id: '12x24',
    label: '12x24',
    turno: { nombre: 'Guardia 12x24', codigo: '12X24', color: '#0f766e', tipo: 'ciclo', dias: [tramo('07:00', '19:00'), tramo('19:00', '07:00'), descanso] },
  },
  {
    id: '24x48',
    label: '24x48',
    turno: { nombre: 'Guardia 24x48', codigo: '24X48', color: '#7c3aed', tipo: 'ciclo', dias: [tramo('08:00', '32:00'), descanso, descanso] },
  },
  {
    id: 'matutino',
    label: 'Matutino',
    turno: { nombre: 'Matutino', codigo: 'MAT', color: '#facc15', tipo: 'semanal', dias: semana(tramo('07:00', '15:00'), 6) },
  },
  {
    id: 'vespertino',
    label: 'Vespertino',
    turno: { nombre: 'Vespertino', codigo: 'VES', color: '#fb923c', tipo: 'semanal', dias: semana(tramo('15:00', '22:30'), 6) },
  },
  {
    id: 'nocturno',
    label: 'Nocturno',
    turno: { nombre: 'Nocturno', codigo: 'NOC', color: '#1e3a8a', tipo: 'semanal', dias: semana(tramo('22:30', '05:30'), 6) },
  },
];

/** The three shifts of a plant, offered together under one heading. */
export const TRES_TURNOS = ['matutino', 'vespertino', 'nocturno'];
