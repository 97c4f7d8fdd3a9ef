/** The acceptance week of issue 12 (the daemon's shared seed, daemon/src/test-support/acceptanceWeek.ts) for the UI's real-daemon tests. */
import type { Employee } from '@reloj/contract/employees';
import { DEFAULT_REGLAS } from '@reloj/contract/reglas';
import type { RealDaemon } from './realDaemon';
import { WEEK, seedAcceptanceWeek as seedWeek } from '@reloj/daemon/testing';

export { WEEK };

export type Seeded = { ana: Employee; sucursalId: number };

export async function seedAcceptanceWeek(daemon: RealDaemon, options: { fridaySalida?: boolean; saturdaySalida?: boolean } = {}): Promise<Seeded> {
  await daemon.request('PUT', '/api/reglas', DEFAULT_REGLAS);
  return seedWeek<Employee>((method, path, body) => daemon.request(method, path, body), { ...options, numeroEmpleado: 'A-01' });
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
