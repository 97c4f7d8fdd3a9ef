/**
 * Issue 12's acceptance week for the browser tests (the seed is shared with the UI's tests: src/test-support). The
 * daemon's clock cannot be injected into the built daemon, so the week lies in the past.
 */
import { seedAcceptanceWeek as seedWeek, type ApiCall } from '../../src/test-support/acceptanceWeek.js';
import type { adminApi } from './adminApi.js';

export type Api = Awaited<ReturnType<typeof adminApi>>['call'];

export { WEEK } from '../../src/test-support/acceptanceWeek.js';

/**
 * The company and the week's punches, except Friday's salida; the rules start different from the acceptance ones,
 * for the administrator to set them.
 */
export async function seedAcceptanceWeek(api: Api, options: { numeroEmpleado?: string } = {}): Promise<number> {
  await api('PUT', '/api/reglas', { toleranciaMinutos: 5, bloqueHorasExtraMinutos: 60, horasExtraRequierenAutorizacion: false, septimoDia: 'completo' });
  const { ana } = await seedWeek(api as ApiCall, { ...options, fridaySalida: false });
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
