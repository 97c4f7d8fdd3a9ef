/**
 * Issue 41's week of turnos for the panel's tests (the UI's against the real daemon, the browser's against the built
 * one): the week of 9-15 March 2026 with ANA LÓPEZ on a Saturday half-day ('LVS': L-V 09:00-18:00 with an hour of
 * meal, S 09:00-14:00), resting Wednesday by a one-day change and leaving Thursday at 16:30 (one salida anticipada of
 * 90 min), and LUIS MORA on a split shift ('PAR': 10:00-15:00 and 17:00-20:00, Monday off) who works Tuesday's two
 * segments and does not come back on Wednesday afternoon (one media jornada).
 */
import type { ApiCall } from './acceptanceWeek.js';

export const TURNOS_WEEK = { desde: '2026-03-09', hasta: '2026-03-15' } as const;

const rest = { segmentos: [] };
/** 'L-V 09:00-18:00 (comida 60), S 09:00-14:00' as POST /api/turnos takes it. */
export const SABADO_MEDIO_DIA = {
  nombre: 'Sábado medio día',
  codigo: 'LVS',
  color: '#1f77b4',
  tipo: 'semanal',
  dias: [
    ...[0, 1, 2, 3, 4].map(() => ({ segmentos: [{ entrada: '09:00', salida: '18:00' }], minutosComida: 60 })),
    { segmentos: [{ entrada: '09:00', salida: '14:00' }] },
    rest,
  ],
};
/** A split shift 10:00-15:00 y 17:00-20:00, Monday off, as POST /api/turnos takes it. */
export const PARTIDO = {
  nombre: 'Partido',
  codigo: 'PAR',
  color: '#2ca02c',
  tipo: 'semanal',
  dias: [
    rest,
    ...[1, 2, 3, 4, 5, 6].map(() => ({
      segmentos: [
        { entrada: '10:00', salida: '15:00' },
        { entrada: '17:00', salida: '20:00' },
      ],
    })),
  ],
};

export async function seedTurnosWeek(call: ApiCall): Promise<{ ana: number; luis: number }> {
  await call('POST', '/api/sucursales', { nombre: 'CENTRO' });
  await call('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 315.5 });
  const hire = async (nombre: string, numeroEmpleado: string) =>
    (
      await call<{ id: number }>('POST', '/api/employees', {
        nombre,
        numeroEmpleado,
        sucursal: 'CENTRO',
        puesto: 'CAJERO',
        salario: 315.5,
        bono: 0,
        fechaIngreso: '2026-03-02',
        horaEntrada: '09:00',
        horaSalida: '18:00',
        minutosComida: 60,
        diasDescanso: [0],
      })
    ).id;
  const ana = await hire('ANA LÓPEZ', 'A-1');
  const luis = await hire('LUIS MORA', 'A-2');
  const lvs = await call<{ id: number }>('POST', '/api/turnos', SABADO_MEDIO_DIA);
  const par = await call<{ id: number }>('POST', '/api/turnos', PARTIDO);
  await call('POST', '/api/asignaciones', { empleadoIds: [ana], turnoId: lvs.id, vigenteDesde: TURNOS_WEEK.desde });
  await call('POST', '/api/asignaciones', { empleadoIds: [luis], turnoId: par.id, vigenteDesde: TURNOS_WEEK.desde });
  await call('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-11', descanso: true, motivo: 'Descanso movido' });
  const horas = [
    ...[
      ['2026-03-09', '18:00'],
      ['2026-03-10', '18:00'],
      ['2026-03-12', '16:30'],
      ['2026-03-13', '18:00'],
      ['2026-03-14', '14:00'],
    ].flatMap(([fecha, salida]) => [[ana, `${fecha}T09:00`] as const, [ana, `${fecha}T${salida}`] as const]),
    ...['2026-03-10T10:00', '2026-03-10T15:00', '2026-03-10T17:00', '2026-03-10T20:00', '2026-03-11T10:00', '2026-03-11T15:00'].map(
      (hora) => [luis, hora] as const,
    ),
  ];
  for (const [empleadoId, hora] of horas) await call('POST', '/api/attendance/manual', { empleadoId, hora, motivo: 'Checada de la semana de prueba' });
  return { ana, luis };
}
