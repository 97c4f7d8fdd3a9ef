/**
 * Issue 12's acceptance week (Monday 9 to Sunday 15 March 2026), seeded through the admin API for the browser
 * tests. The daemon's clock cannot be injected into the built daemon, so the week lies in the past.
 */
import type { adminApi } from './adminApi.js';

export type Api = Awaited<ReturnType<typeof adminApi>>['call'];

export const WEEK = { desde: '2026-03-09', hasta: '2026-03-15' } as const;

/**
 * The company and the week's punches, except Friday's salida: puesto CAJERO $315.50, bono PUNTUALIDAD $200
 * (puntualidad, lost with 3 retardos), ANA LÓPEZ 09:00-18:00 with 60 min of meal and Sunday off. The rules start
 * different from the acceptance ones, for the administrator to set them.
 */
export async function seedAcceptanceWeek(api: Api, options: { numeroEmpleado?: string } = {}): Promise<number> {
  await api('PUT', '/api/reglas', { toleranciaMinutos: 5, bloqueHorasExtraMinutos: 60, horasExtraRequierenAutorizacion: false, septimoDia: 'completo' });
  await api('POST', '/api/sucursales', { nombre: 'CENTRO' });
  await api('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 315.5 });
  const bono = await api<{ id: number }>('POST', '/api/bonos', { nombre: 'PUNTUALIDAD', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
  const ana = await api<{ id: number }>('POST', '/api/employees', {
    nombre: 'ANA LÓPEZ',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 315.5,
    bono: 200,
    bonoId: bono.id,
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: 60,
    diasDescanso: [0],
    ...options,
  });
  const horas = [
    '2026-03-09T08:56', '2026-03-09T18:02', // lunes
    '2026-03-10T09:07', '2026-03-10T18:00', // martes
    '2026-03-11T09:18', '2026-03-11T18:00', // miércoles: retardo
    // jueves: falta
    '2026-03-13T09:00', // viernes: the salida (20:00) is missing
    '2026-03-14T09:10', '2026-03-14T18:00', // sábado: within the tolerance
  ];
  for (const hora of horas) await api('POST', '/api/attendance/manual', { empleadoId: ana.id, hora, motivo: 'Checada de la semana de prueba' });
  return ana.id;
}

/**
 * What the administrator does in 'Reglas de Asistencia' and 'Pre-nómina' to finish the week (prenomina.test.ts
 * drives it through the screens): the acceptance rules, Friday's salida at 20:00 and its two hours of overtime.
 */
export async function finishAcceptanceWeek(api: Api, empleadoId: number): Promise<void> {
  await api('PUT', '/api/reglas', {
    toleranciaMinutos: 10,
    bloqueHorasExtraMinutos: 30,
    horasExtraRequierenAutorizacion: true,
    septimoDia: 'proporcional',
    periodo: 'semanal',
    inicioSemana: 1,
  });
  await api('POST', '/api/attendance/manual', { empleadoId, hora: '2026-03-13T20:00', motivo: 'Se quedó a inventario y olvidó checar la salida' });
  await api('POST', '/api/incidencias', { empleadoId, fecha: '2026-03-13', tipo: 'horas_extra', horas: 2, nota: 'Inventario' });
}
