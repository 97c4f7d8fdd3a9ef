import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { dayOf, figuresOf, hire, punch, setUpCompany, workDay, type Company } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// Issue 41's acceptance through the API: turnos created and assigned as an administrador does, punches added as manual
// punches (each one's working day found from the turno, services/attendance/punchDay.ts), the figures read from GET /api/prenomina.
// Every amount is worked out by hand in the comments. The box's clock: Wednesday 1 April 2026, 12:00 Mexico City.
const NOW = '2026-04-01T18:00:00.000Z';
let server: TestServer;
let company: Company;

const seg = (entrada: string, salida: string) => ({ entrada, salida });
const rest = { segmentos: [] };
const weekly = (nombre: string, codigo: string, dias: unknown[]) => ({ nombre, codigo, color: '#2f6fb0', tipo: 'semanal', dias });
const sixDays = (dia: unknown) => [dia, dia, dia, dia, dia, dia, rest];

async function turno(body: unknown): Promise<number> {
  const response = await server.request('POST', '/api/turnos', body);
  expect(response.status, response.text).toBe(201);
  return response.body.id;
}

async function assign(empleadoId: number, ref: { turnoId?: number; rolId?: number }, vigenteDesde = '2026-01-05'): Promise<void> {
  const response = await server.request('POST', `/api/employees/${empleadoId}/asignaciones`, { ...ref, vigenteDesde });
  expect(response.status, response.text).toBe(201);
}

beforeAll(async () => {
  server = await startTestServer({ clock: movableClock(NOW), env: { TZ: 'America/Mexico_City' } });
  company = await setUpCompany(server); // CAJERO at 315.50
  expect((await server.request('PUT', '/api/reglas', { horasExtraRequierenAutorizacion: false })).status).toBe(200);
  // The record starts well before the weeks below (issue 40).
  expect((await server.request('PUT', '/api/inicio-registro', { fecha: '2026-01-05', motivo: 'Caja instalada en enero' })).status).toBe(200);
});
afterAll(() => server?.close());

describe('the pre-nómina under turnos (GET /api/prenomina)', () => {
  it("'L-V 9-18, S 9-14': Saturday to 16:00 is 2 h of double overtime; Thursday's 16:30 is a salida anticipada of 90 min", async () => {
    const nueve = { segmentos: [seg('09:00', '18:00')], minutosComida: 60 };
    const id = await turno(weekly('L-V 9-18, S 9-14', 'LVS', [nueve, nueve, nueve, nueve, nueve, { segmentos: [seg('09:00', '14:00')] }, rest]));
    const rosa = await hire(server, company, { nombre: 'Rosa Paz' });
    await assign(rosa, { turnoId: id });
    for (const fecha of ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-13']) await workDay(server, rosa, fecha, '09:00', '18:00');
    await workDay(server, rosa, '2026-03-12', '09:00', '16:30');
    await workDay(server, rosa, '2026-03-14', '09:00', '16:00');
    const row = await figuresOf(server, rosa, '2026-03-09', '2026-03-15');
    // 6 × 315.50 = 1,893.00; séptimo 315.50 × 6/6 = 315.50; 2 h at 315.50/8 = 39.4375 an hour, double: 157.75.
    expect(row).toMatchObject({
      diasTrabajados: 6,
      retardos: 0,
      horasExtraDobles: 2,
      sueldo: 1893,
      septimoDia: 315.5,
      horasExtra: 157.75,
      salidasAnticipadas: 1,
      minutosSalidaAnticipada: 90,
      total: 2366.25,
    });
    expect(dayOf(row, '2026-03-12')).toMatchObject({
      salidasAnticipadas: 1,
      minutosSalidaAnticipada: 90,
      nota: 'Salida anticipada de 1 h 30 min. Checada manual: Olvidó checar en el reloj',
    });
    expect(dayOf(row, '2026-03-14')).toMatchObject({
      horasExtra: 2,
      codigoTurno: 'LVS',
      segmentos: [{ entrada: '09:00', salida: '14:00', checadaEntrada: '09:00', checadaSalida: '16:00' }],
    });
  });

  it('a split 10-15 y 17-20: a return at 17:12 is one retardo; a day of only 10:00-15:00 is a falta de media jornada', async () => {
    const id = await turno(weekly('Partido', 'PAR', sixDays({ segmentos: [seg('10:00', '15:00'), seg('17:00', '20:00')] })));
    const luis = await hire(server, company, { nombre: 'Luis Soto' });
    await assign(luis, { turnoId: id });
    await punch(server, luis, '2026-03-09T10:00', '2026-03-09T15:00', '2026-03-09T17:12', '2026-03-09T20:00');
    await punch(server, luis, '2026-03-10T10:00', '2026-03-10T15:00');
    const row = await figuresOf(server, luis, '2026-03-09', '2026-03-10');
    expect(dayOf(row, '2026-03-09')).toMatchObject({ estado: 'retardo', minutosRetardo: 2 });
    expect(dayOf(row, '2026-03-10')).toMatchObject({ estado: 'asistencia', mediasJornadas: 1 });
    expect(dayOf(row, '2026-03-10').nota).toContain('Falta de media jornada');
    expect(row).toMatchObject({ retardos: 1, mediasJornadas: 1, faltas: 0 });
  });

  it('three shifts rotating by week: the nocturno week takes each 05:30 salida as the night before, 22:41 is late, its maximum 7 h', async () => {
    const mat = await turno(weekly('Matutino', 'MAT', sixDays({ segmentos: [seg('07:00', '15:00')] })));
    const ves = await turno(weekly('Vespertino', 'VES', sixDays({ segmentos: [seg('15:00', '22:30')] })));
    const noc = await turno(weekly('Nocturno', 'NOC', sixDays({ segmentos: [seg('22:30', '05:30')] })));
    const rol = await server.request('POST', '/api/roles', { nombre: 'Tres turnos', turnos: [mat, ves, noc], inicio: '2026-02-23' });
    expect(rol.status, rol.text).toBe(201);
    const eva = await hire(server, company, { nombre: 'Eva Cruz' });
    await assign(eva, { rolId: rol.body.id });
    // Weeks from 23 Feb: MAT, VES (2 Mar), NOC (9 Mar).
    await punch(server, eva, '2026-03-09T22:35', '2026-03-10T05:30', '2026-03-10T22:41', '2026-03-11T05:30');
    const row = await figuresOf(server, eva, '2026-03-09', '2026-03-10');
    expect(dayOf(row, '2026-03-09')).toMatchObject({ estado: 'asistencia', entrada: '22:35', salida: '05:30', codigoTurno: 'NOC' });
    expect(dayOf(row, '2026-03-10')).toMatchObject({ estado: 'retardo', entrada: '22:41', salida: '05:30', minutosRetardo: 1 });
    expect(row.jornada).toEqual({ tipo: 'nocturna', maximoMinutos: 420, turnoMinutos: 420 });
    const vespertino = await figuresOf(server, eva, '2026-03-02', '2026-03-08');
    expect(vespertino.jornada).toEqual({ tipo: 'mixta', maximoMinutos: 450, turnoMinutos: 450 });
  });
});
