import readXlsxFile from 'read-excel-file/node';
import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, punch, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers } from '../../test-support/testServer.js';
import { PARTIDO as partido, SABADO_MEDIO_DIA as sabadoMedioDia } from '../../test-support/turnosWeek.js';

// Issue 41 item 8: the pre-nómina workbook gets a 'Turnos' sheet, and its main sheet the salidas anticipadas and medias jornadas.
const start = trackedTestServers(afterEach);
const NOW = '2026-03-18T18:00:00.000Z'; // Wednesday 18 March 2026, the week of 9-15 March is over
const WEEK = 'desde=2026-03-09&hasta=2026-03-15';

async function week() {
  const server = await start({ clock: movableClock(NOW) });
  const company = await setUpCompany(server);
  const turno = (await server.request('POST', '/api/turnos', sabadoMedioDia)).body;
  const split = (await server.request('POST', '/api/turnos', partido)).body;
  const ana = await hire(server, company, { nombre: 'ANA LÓPEZ', numeroEmpleado: 'A-1', fechaIngreso: '2026-03-02' });
  const luis = await hire(server, company, { nombre: 'LUIS MORA', numeroEmpleado: 'A-2', fechaIngreso: '2026-03-02' });
  expect((await server.request('POST', '/api/asignaciones', { empleadoIds: [ana], turnoId: turno.id, vigenteDesde: '2026-03-09' })).status).toBe(201);
  expect((await server.request('POST', '/api/asignaciones', { empleadoIds: [luis], turnoId: split.id, vigenteDesde: '2026-03-09' })).status).toBe(201);
  // Ana rests Wednesday instead of working it, and leaves Thursday at 16:30: one salida anticipada of 90 min.
  const cambio = await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-03-11', descanso: true, motivo: 'Descanso movido' });
  expect(cambio.status, cambio.text).toBe(201);
  for (const [fecha, salida] of [
    ['2026-03-09', '18:00'],
    ['2026-03-10', '18:00'],
    ['2026-03-12', '16:30'],
    ['2026-03-13', '18:00'],
    ['2026-03-14', '14:00'],
  ])
    await punch(server, ana, `${fecha}T09:00`, `${fecha}T${salida}`);
  // Luis works Tuesday's two segments, and on Wednesday does not come back after the break: one media jornada.
  await punch(server, luis, '2026-03-10T10:00', '2026-03-10T15:00', '2026-03-10T17:00', '2026-03-10T20:00');
  await punch(server, luis, '2026-03-11T10:00', '2026-03-11T15:00');
  return server;
}

describe('GET /api/prenomina?formato=xlsx with turnos', () => {
  it("writes each employee's turno per day in 'Turnos', and the salidas anticipadas and medias jornadas in 'Pre-nómina'", async () => {
    const server = await week();
    const response = await server.request('GET', `/api/prenomina?${WEEK}&formato=xlsx`);
    expect(response.status, response.text).toBe(200);
    const sheets = await readXlsxFile(response.bytes);
    expect(sheets.map((s) => s.sheet).slice(0, 4)).toEqual(['Pre-nómina', 'Asistencia diaria', 'Turnos', 'Incidencias']);

    const turnos = sheets.find((s) => s.sheet === 'Turnos')!.data;
    expect(turnos[0]).toEqual(['Número de empleado', 'Nombre', 'lun 09', 'mar 10', 'mié 11', 'jue 12', 'vie 13', 'sáb 14', 'dom 15']);
    const lvs = 'LVS 09:00 a 18:00';
    expect(turnos[1]).toEqual(['A-1', 'ANA LÓPEZ', lvs, lvs, 'Descanso *', lvs, lvs, 'LVS 09:00 a 14:00', 'Descanso']);
    const split = 'PAR 10:00 a 15:00 y 17:00 a 20:00';
    expect(turnos[2]).toEqual(['A-2', 'LUIS MORA', 'Descanso', split, split, split, split, split, split]);
    expect(turnos.slice(3).filter((r) => r.some((c) => c !== null))).toEqual([
      ['* Cambio de turno por un día (otro turno, descanso movido o intercambio con un compañero).', ...Array(8).fill(null)],
    ]);

    const [titles, ...rows] = sheets[0]!.data;
    const column = (title: string) => titles!.indexOf(title);
    expect(titles!.slice(7, 11)).toEqual(['Retardos', 'Salidas anticipadas', 'Minutos de salida anticipada', 'Medias jornadas']);
    expect(titles).toContain('Descuento por jornada incompleta');
    const figures = (row: unknown[]) => [row[column('Salidas anticipadas')], row[column('Minutos de salida anticipada')], row[column('Medias jornadas')]];
    expect(figures(rows[0]!)).toEqual([1, 90, 0]);
    expect(figures(rows[1]!)).toEqual([0, 0, 1]);
    // The default rules only show them: nothing is deducted.
    expect(rows.map((r) => r[column('Descuento por jornada incompleta')])).toEqual([0, 0]);
  });
});
