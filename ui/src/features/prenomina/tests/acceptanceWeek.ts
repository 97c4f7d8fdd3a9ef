/**
 * The acceptance week of issue 12, seeded through the real daemon's API: puesto CAJERO $315.50, bono PUNTUALIDAD
 * $200 (puntualidad, lost with 3 retardos), ANA LÓPEZ 09:00-18:00 with 60 min of meal and Sunday off, and manual
 * punches for Mon 9 to Sat 14 March 2026 (Thursday missing, Friday until 20:00).
 */
import type { Employee } from '@reloj/contract/employees';
import { DEFAULT_REGLAS } from '@reloj/contract/payroll';
import type { RealDaemon } from '../../../test/realDaemon';

export const WEEK = { desde: '2026-03-09', hasta: '2026-03-15' } as const;

export type Seeded = { ana: Employee; sucursalId: number };

export async function seedAcceptanceWeek(daemon: RealDaemon, options: { saturdaySalida?: boolean } = {}): Promise<Seeded> {
  await daemon.request('PUT', '/api/reglas', DEFAULT_REGLAS);
  const sucursal = await daemon.request<{ id: number }>('POST', '/api/sucursales', { nombre: 'CENTRO' });
  await daemon.request('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 315.5 });
  const bono = await daemon.request<{ id: number }>('POST', '/api/bonos', { nombre: 'PUNTUALIDAD', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
  const ana = await daemon.request<Employee>('POST', '/api/employees', {
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
    numeroEmpleado: 'A-01',
  });
  const horas = [
    '2026-03-09T08:56',
    '2026-03-09T18:02',
    '2026-03-10T09:07',
    '2026-03-10T18:00',
    '2026-03-11T09:18',
    '2026-03-11T18:00',
    '2026-03-13T09:00',
    '2026-03-13T20:00',
    '2026-03-14T09:10',
    ...(options.saturdaySalida === false ? [] : ['2026-03-14T18:00']),
  ];
  for (const hora of horas) await daemon.request('POST', '/api/attendance/manual', { empleadoId: ana.id, hora, motivo: 'Semana de prueba' });
  return { ana, sucursalId: sucursal.id };
}

/** A second employee in another branch, with no punches in the week. */
export async function hireInNorte(daemon: RealDaemon): Promise<Employee> {
  await daemon.request('POST', '/api/sucursales', { nombre: 'NORTE', zona: 'frontera' });
  return daemon.request<Employee>('POST', '/api/employees', {
    nombre: 'BETO RUIZ',
    sucursal: 'NORTE',
    puesto: 'CAJERO',
    salario: 315.5,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
  });
}
