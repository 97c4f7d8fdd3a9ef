import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { PARTIDO as partido, SABADO_MEDIO_DIA as sabadoMedioDia } from '../../test-support/turnosWeek.js';

// Issue 41 item 5: the roster printed to pin on the wall (one landscape Letter page per branch and week) and as Excel.
const start = trackedTestServers(afterEach);
const NOW = '2026-11-28T18:00:00.000Z'; // Saturday 28 November 2026, 12:00 in Mexico City
const WEEK = 'desde=2026-11-30&hasta=2026-12-06';
const dir = mkdtempSync(join(tmpdir(), 'reloj-rol-turnos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pdfPages = (pdf: Buffer): string[] => {
  const file = join(dir, `rol-${Math.random().toString(16).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  return text.split('\f').filter((page) => page.trim() !== '');
};
const pdfInfo = (pdf: Buffer) => {
  const file = join(dir, 'info.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdfinfo', [file], { encoding: 'utf8' });
};

async function company() {
  const server = await start({ clock: movableClock(NOW) });
  const empresa = await setUpCompany(server);
  expect((await server.request('PUT', '/api/reglas', { nombreEmpresa: 'PANADERÍA LA ESPIGA' })).status).toBe(200);
  const turno = (await server.request('POST', '/api/turnos', sabadoMedioDia)).body;
  const split = (await server.request('POST', '/api/turnos', partido)).body;
  const ana = await hire(server, empresa, { nombre: 'ANA LÓPEZ', numeroEmpleado: 'A-1', fechaIngreso: '2026-11-02' });
  const luis = await hire(server, empresa, { nombre: 'LUIS MORA', numeroEmpleado: 'A-2', fechaIngreso: '2026-11-02' });
  expect((await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).status).toBe(201);
  await hire(server, empresa, { nombre: 'PEDRO RUIZ', sucursal: 'NORTE', fechaIngreso: '2026-11-02' });
  expect((await server.request('POST', '/api/asignaciones', { empleadoIds: [ana], turnoId: turno.id, vigenteDesde: '2026-11-30' })).status).toBe(201);
  expect((await server.request('POST', '/api/asignaciones', { empleadoIds: [luis], turnoId: split.id, vigenteDesde: '2026-11-30' })).status).toBe(201);
  // Ana rests Wednesday instead of working it; Friday is the company's anniversary.
  const cambio = await server.request('POST', '/api/cambios-turno', { empleadoId: ana, fecha: '2026-12-02', descanso: true, motivo: 'Descanso movido' });
  expect(cambio.status, cambio.text).toBe(201);
  expect((await server.request('POST', '/api/festivos', { fecha: '2026-12-04', nombre: 'Aniversario' })).status).toBe(201);
  return { server, sucursalId: empresa.sucursalId };
}

const download = async (server: TestServer, query: string) => {
  const response = await server.request('GET', `/api/rol-turnos?${query}`);
  expect(response.status, response.text).toBe(200);
  return response;
};

describe('GET /api/rol-turnos?formato=pdf', () => {
  it('prints one landscape Letter page per branch and week, with each day’s turno, the rest days, the holiday and the change marked', async () => {
    const { server } = await company();
    const response = await download(server, `${WEEK}&formato=pdf`);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rol-de-turnos-2026-11-30-al-2026-12-06.pdf"');
    const info = pdfInfo(response.bytes);
    expect(info).toMatch(/Pages: +2/);
    expect(info).toMatch(/Page size: +792 x 612 pts \(letter\)/);

    const [centro = '', norte = ''] = pdfPages(response.bytes);
    for (const text of [
      'PANADERÍA LA ESPIGA',
      'Rol de turnos',
      'Sucursal CENTRO',
      'Semana del 30/11/2026 al 06/12/2026',
      'Festivo: Aniversario',
      '* Cambio de turno por un día (otro turno, descanso movido o intercambio con un compañero).',
      'Claves: LVS = Sábado medio día · PAR = Partido',
      'Impreso el 28/11/2026 12:00 por admin',
    ])
      expect(centro).toContain(text);
    expect(centro).toMatch(/Lunes +Martes +Miércoles +Jueves +Viernes +Sábado +Domingo/);
    expect(centro).toMatch(/30\/11\/2026 +01\/12\/2026 +02\/12\/2026 +03\/12\/2026 +04\/12\/2026 +05\/12\/2026 +06\/12\/2026/);
    // Ana: LVS from Monday to Saturday (09:00 to 14:00 on Saturday), Wednesday a rest day by a change, Sunday rest.
    const lines = centro.split('\n');
    const ana = lines.findIndex((l) => l.includes('ANA LÓPEZ'));
    const anaRow = lines.slice(ana - 1, ana + 4).join('\n');
    expect(anaRow).toMatch(/LVS +LVS +Descanso \* +LVS +LVS +LVS +Descanso/);
    expect(anaRow).toMatch(/(09:00 a 18:00 +){2}(09:00 a 18:00 +){2}09:00 a 14:00/);
    expect(anaRow).toContain('No. A-1');
    // Luis: the split shift, Monday off.
    const luis = lines.findIndex((l) => l.includes('LUIS MORA'));
    const luisRow = lines.slice(luis - 1, luis + 4).join('\n');
    expect(luisRow).toMatch(/Descanso +PAR +PAR +PAR +PAR +PAR +PAR/);
    expect(luisRow).toContain('10:00 a 15:00 y');
    expect(luisRow).toContain('17:00 a 20:00');
    expect(centro).not.toContain('PEDRO RUIZ');

    expect(norte).toContain('Sucursal NORTE');
    expect(norte).toContain('PEDRO RUIZ');
    expect(norte).not.toContain('ANA LÓPEZ');
    expect(norte).not.toContain('Cambio de turno por un día');
  });

  it('prints one branch for two weeks on two pages', async () => {
    const { server, sucursalId } = await company();
    const response = await download(server, `sucursalId=${sucursalId}&desde=2026-11-30&hasta=2026-12-13&formato=pdf`);
    const pages = pdfPages(response.bytes);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain('Semana del 30/11/2026 al 06/12/2026');
    expect(pages[1]).toContain('Semana del 07/12/2026 al 13/12/2026');
    expect(pages[1]).toContain('Sucursal CENTRO');
    // The change was only that Wednesday.
    expect(pages[1]).not.toContain('Descanso *');
  });
});

describe('GET /api/rol-turnos?formato=xlsx', () => {
  it('writes a sheet per branch with each cell’s code and hours, the holiday, the legend and the codes', async () => {
    const { server } = await company();
    const response = await download(server, `${WEEK}&formato=xlsx`);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rol-de-turnos-2026-11-30-al-2026-12-06.xlsx"');
    const sheets = await readXlsxFile(response.bytes);
    expect(sheets.map((s) => s.sheet)).toEqual(['CENTRO', 'NORTE']);
    const centro = sheets[0]!.data;
    expect(centro[0]![0]).toBe('Rol de turnos · CENTRO');
    expect(centro[1]![0]).toBe('PANADERÍA LA ESPIGA · Del 30/11/2026 al 06/12/2026');
    expect(centro[3]).toEqual(['Número de empleado', 'Nombre', 'lun 30/11', 'mar 01/12', 'mié 02/12', 'jue 03/12', 'vie 04/12', 'sáb 05/12', 'dom 06/12']);
    expect(centro[4]).toEqual([
      'A-1',
      'ANA LÓPEZ',
      'LVS 09:00 a 18:00',
      'LVS 09:00 a 18:00',
      'Descanso *',
      'LVS 09:00 a 18:00',
      'LVS 09:00 a 18:00',
      'LVS 09:00 a 14:00',
      'Descanso',
    ]);
    const split = 'PAR 10:00 a 15:00 y 17:00 a 20:00';
    expect(centro[5]).toEqual(['A-2', 'LUIS MORA', 'Descanso', split, split, split, split, split, split]);
    const notes = centro.slice(6).filter((r) => r.some((c) => c !== null));
    expect(notes.map((r) => r.filter((c) => c !== null))).toEqual([
      ['Día festivo', 'vie 04/12: Aniversario'],
      ['* Cambio de turno por un día (otro turno, descanso movido o intercambio con un compañero).'],
      ['LVS', 'Sábado medio día'],
      ['PAR', 'Partido'],
    ]);
    expect(sheets[1]!.data[4]![1]).toBe('PEDRO RUIZ');
  });

  it('refuses a format it does not write, naming the field, and asks for a session', async () => {
    const server = await start({ clock: movableClock(NOW) });
    const response = await server.request('GET', `/api/rol-turnos?${WEEK}&formato=docx`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'validation_failed', field: 'formato', error: 'El formato debe ser "pdf" o "xlsx".' });
    expect((await server.anonymous('GET', `/api/rol-turnos?${WEEK}&formato=pdf`)).status).toBe(401);
  });
});
