/** The worked week of the handoff tests (issue 13): two employees whose incidences cover every kind a file carries. */
import { ANA_WORKED_DAYS, WEEK } from './acceptanceWeek.js';
import { hire, incidencia, setUpCompany, workDay } from './prenominaApi.js';
import type { TestServer } from './testServer.js';

export const HANDOFF_WEEK = [WEEK.desde, WEEK.hasta] as const; // Monday 9 to Sunday 15 March 2026

/**
 * ANA LÓPEZ (00042): issue 12's acceptance week with 2 h of overtime authorised (retardo of 8 min on Wednesday,
 * falta on Thursday, PUNTUALIDAD earned). JOSÉ PEÑA ÑÚÑEZ (007): vacaciones, incapacidad, a 35-minute retardo with
 * 1.5 h of authorised overtime, a falta justificada, a permiso sin goce and a worked Sunday (his rest day).
 */
export async function handoffWeek(server: TestServer) {
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { bonoNombre: 'PUNTUALIDAD', numeroEmpleado: '00042' });
  for (const [fecha, entrada, salida] of ANA_WORKED_DAYS) await workDay(server, ana, fecha, entrada, salida);
  await incidencia(server, { empleadoId: ana, fecha: '2026-03-13', tipo: 'horas_extra', horas: 2 });

  const jose = await hire(server, company, { nombre: 'JOSÉ PEÑA ÑÚÑEZ', bonoNombre: 'ASISTENCIA', numeroEmpleado: '007' });
  await incidencia(server, { empleadoId: jose, fecha: '2026-03-09', tipo: 'vacaciones', adelantadas: true });
  await incidencia(server, { empleadoId: jose, fecha: '2026-03-10', tipo: 'incapacidad', nota: 'IMSS folio 123' });
  await workDay(server, jose, '2026-03-11', '09:45', '19:30');
  await incidencia(server, { empleadoId: jose, fecha: '2026-03-11', tipo: 'horas_extra', horas: 1.5 });
  await workDay(server, jose, '2026-03-12', '09:00', '18:00');
  await incidencia(server, { empleadoId: jose, fecha: '2026-03-13', tipo: 'falta_justificada' });
  await incidencia(server, { empleadoId: jose, fecha: '2026-03-14', tipo: 'permiso_sin_goce' });
  await workDay(server, jose, '2026-03-15', '09:00', '14:00');
  return { company, ana, jose };
}
