import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers } from '../../test-support/testServer.js';
import { SABADO_MEDIO_DIA as sabadoMedioDia } from '../../test-support/turnosWeek.js';
import { zipEntries } from '../../test-support/zipEntries.js';

// Issue 41 item 8: the expediente names the turnos in force over its range, with their history and one-day changes.
const start = trackedTestServers(afterEach);
const NOW = '2026-03-25T18:00:00.000Z'; // Wednesday 25 March 2026, 12:00 in Mexico City

const csvRows = (csv: Buffer) =>
  csv
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

async function withHistory() {
  const server = await start({ clock: movableClock(NOW) });
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { nombre: 'ANA LÓPEZ', numeroEmpleado: 'T-1', fechaIngreso: '2026-03-02' });
  const luis = await hire(server, company, { nombre: 'LUIS MORA', fechaIngreso: '2026-03-02', horaEntrada: '14:00', horaSalida: '22:00', minutosComida: 0 });
  const turno = (await server.request('POST', '/api/turnos', sabadoMedioDia)).body;
  // From Wednesday 11 March Ana works the Saturday half-day; she rests Saturday 14 instead, and swaps Thursday 19 with Luis.
  expect((await server.request('POST', `/api/employees/${ana}/asignaciones`, { turnoId: turno.id, vigenteDesde: '2026-03-11' })).status).toBe(201);
  const descanso = await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-14', descanso: true, motivo: 'Descanso movido' });
  expect(descanso.status, descanso.text).toBe(201);
  const swap = await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-19', conEmpleadoId: luis, motivo: 'Cubre la tarde' });
  expect(swap.status, swap.text).toBe(201);
  return { server, ana };
}

describe('GET /api/employees/{id}/expediente: turnos.csv', () => {
  it('lists the assignments in force over the range, from when and until when, and the one-day changes', async () => {
    const { server, ana } = await withHistory();
    const response = await server.request('GET', `/api/employees/${ana}/expediente?desde=2026-03-02&hasta=2026-03-22`);
    expect(response.status, response.text).toBe(200);
    const files = zipEntries(response.bytes);
    const rows = csvRows(files.get('turnos.csv')!);
    expect(rows[0]).toEqual(['Desde', 'Hasta', 'Tipo', 'Turno o rol', 'Clave', 'Horario', 'Motivo', 'Registrado por', 'Registrado el']);
    // Her first turno, from the hire form's fields, until the day before the new one.
    expect(rows[1]!.slice(0, 3)).toEqual(['02/03/2026', '10/03/2026', 'Turno']);
    expect(rows[1]![5]).toBe('Lunes a sábado: 09:00 a 18:00 (comida de 60 min); domingo: descanso');
    expect(rows.slice(2)).toEqual([
      [
        '11/03/2026',
        'vigente',
        'Turno',
        'Sábado medio día',
        'LVS',
        'Lunes a viernes: 09:00 a 18:00 (comida de 60 min); sábado: 09:00 a 14:00; domingo: descanso',
        '',
        'admin',
        '25/03/2026 12:00',
      ],
      ['14/03/2026', '14/03/2026', 'Descanso movido', 'Descanso', '', 'Descanso', 'Descanso movido', 'admin', '25/03/2026 12:00'],
      ['19/03/2026', '19/03/2026', 'Intercambio con LUIS MORA', rows[4]![3], rows[4]![4], '14:00 a 22:00', 'Cubre la tarde', 'admin', '25/03/2026 12:00'],
    ]);
    expect(rows[4]![3]).not.toBe('');

    const leeme = files.get('LEEME.txt')!.toString('utf8');
    expect(leeme).toContain('turnos.csv         Los turnos vigentes en el periodo');
  });

  it('starts with the assignment in force on the range’s first day, and leaves out the changes outside it', async () => {
    const { server, ana } = await withHistory();
    const response = await server.request('GET', `/api/employees/${ana}/expediente?desde=2026-03-16&hasta=2026-03-22`);
    expect(response.status, response.text).toBe(200);
    const rows = csvRows(zipEntries(response.bytes).get('turnos.csv')!);
    expect(rows.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['11/03/2026', 'vigente', 'Turno', 'Sábado medio día'],
      ['19/03/2026', '19/03/2026', 'Intercambio con LUIS MORA', rows[2]![3]],
    ]);
  });
});
