import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import readXlsxFile from 'read-excel-file/node';
import { afterEach, describe, expect, it } from 'vitest';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { movableClock } from '../../test-support/movableClock.js';
import { HANDOFF_WEEK, handoffWeek } from '../../test-support/handoffWeek.js';

const start = trackedTestServers(afterEach);
const RANGE = `desde=${HANDOFF_WEEK[0]}&hasta=${HANDOFF_WEEK[1]}`;
const expected = (name: string) => readFileSync(new URL(`./expected/${name}`, import.meta.url));

async function workedWeek() {
  const server = await start({ clock: movableClock() });
  return { server, ...(await handoffWeek(server)) };
}

const download = async (server: TestServer, path: string) => {
  const response = await server.request('GET', path);
  expect(response.status, response.text).toBe(200);
  return response;
};

describe('GET /api/prenomina/incidencias: the file for the payroll program', () => {
  it('writes the CONTPAQi preset byte for byte: Windows-1252, commas, decimal hours, CRLF', async () => {
    const { server } = await workedWeek();
    const response = await download(server, `/api/prenomina/incidencias?${RANGE}&perfil=contpaqi`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=windows-1252');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="incidencias-contpaqi-nominas-2026-03-09-al-2026-03-15.csv"');
    expect(response.bytes.equals(expected('contpaqi.csv'))).toBe(true);
    const text = new TextDecoder('windows-1252').decode(response.bytes);
    expect(text).toContain('007,JOSÉ PEÑA ÑÚÑEZ,11/03/2026,RETA,0.58,HORAS,,\r\n');
    expect(response.bytes.includes(Buffer.from('JOSÉ', 'utf8'))).toBe(false); // one byte per accented letter
  });

  it('writes the Aspel NOI preset byte for byte: the CLAVE|CONCEPTO|TIPO layout, hours as h.mm', async () => {
    const { server } = await workedWeek();
    const response = await download(server, `/api/prenomina/incidencias?${RANGE}&perfil=noi`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=windows-1252');
    expect(response.bytes.equals(expected('noi.txt'))).toBe(true);
    const lines = new TextDecoder('windows-1252').decode(response.bytes).split('\r\n');
    expect(lines[0]).toBe('CLAVE|CONCEPTO|TIPO|DESCRIPCION|UNIDAD|CANTIDAD|IMPORTE|REFERENCIA');
    expect(lines).toContain('007||HE2|Horas extra dobles|H|1.30||11/03/2026');
  });

  it('writes a saved profile byte for byte: UTF-8, tab separated, h.mm hours, ISO dates', async () => {
    const { server } = await workedWeek();
    const { presets } = (await server.request('GET', '/api/exportacion/perfiles')).body;
    const saved = await server.request('POST', '/api/exportacion/perfiles', {
      ...presets[0].perfil,
      nombre: 'Contador UTF-8 tabulado',
      separador: '\t',
      codificacion: 'utf-8',
      formatoHoras: 'hmm',
      formatoFecha: 'aaaa-mm-dd',
    });
    expect(saved.status).toBe(201);
    const response = await download(server, `/api/prenomina/incidencias?${RANGE}&perfil=${saved.body.id}`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('incidencias-contador-utf-8-tabulado-2026-03-09-al-2026-03-15.txt');
    expect(response.bytes.equals(expected('utf8-tabulador-hmm.txt'))).toBe(true);
    expect(response.text).toContain('007\tJOSÉ PEÑA ÑÚÑEZ\t2026-03-11\tHE2\t1.30\tHORAS\t\t\r\n');
  });

  it('records the export of a closed period in the audit log with the hash of the file, and not of an open one', async () => {
    const { server } = await workedWeek();
    await download(server, `/api/prenomina/incidencias?${RANGE}&perfil=noi`);
    expect(server.db.prepare(`SELECT COUNT(*) AS n FROM auditoria WHERE accion LIKE 'prenomina.exportar%'`).get()).toEqual({ n: 0 });

    const periodo = await server.request('POST', '/api/periodos', { desde: HANDOFF_WEEK[0], hasta: HANDOFF_WEEK[1] });
    expect((await server.request('POST', `/api/periodos/${periodo.body.id}/cerrar`, {})).status).toBe(200);
    const file = await download(server, `/api/prenomina/incidencias?${RANGE}&perfil=noi`);
    const workbook = await download(server, `/api/prenomina?${RANGE}&formato=xlsx`);
    const rows = server.db.prepare(`SELECT accion, usuario, despues FROM auditoria WHERE accion LIKE 'prenomina.exportar%' ORDER BY id`).all() as {
      accion: string;
      usuario: string;
      despues: string;
    }[];
    expect(rows.map((r) => [r.accion, r.usuario])).toEqual([
      ['prenomina.exportar_incidencias', 'admin'],
      ['prenomina.exportar_excel', 'admin'],
    ]);
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(JSON.parse(rows[0]!.despues)).toMatchObject({ periodoId: periodo.body.id, perfil: 'noi', filas: 14, sha256: sha(file.bytes) });
    expect(JSON.parse(rows[1]!.despues)).toMatchObject({ archivo: 'prenomina-2026-03-09-al-2026-03-15-v1.xlsx', sha256: sha(workbook.bytes) });
    // The frozen figures are exported: the same file as before closing.
    expect(file.bytes.equals(expected('noi.txt'))).toBe(true);
  });

  it.each([
    ['no perfil', `?${RANGE}`, 'perfil'],
    ['a perfil that is not a preset or an id', `?${RANGE}&perfil=excel`, 'perfil'],
    ['dates out of order', `?desde=2026-03-15&hasta=2026-03-09&perfil=noi`, 'hasta'],
    ['a range over 31 days', `?desde=2026-03-01&hasta=2026-04-15&perfil=noi`, 'hasta'],
    ['a sucursal that is not an id', `?${RANGE}&perfil=noi&sucursal=CENTRO`, 'sucursal'],
  ])('answers 422 naming the field for %s', async (_label, query, field) => {
    const server = await start();
    const response = await server.request('GET', `/api/prenomina/incidencias${query}`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'validation_failed', field });
    expect(response.body.error).not.toMatch(/invalid|expected/i);
  });

  it('answers 404 for a profile id that was never saved, and 401 without a session', async () => {
    const server = await start();
    const missing = await server.request('GET', `/api/prenomina/incidencias?${RANGE}&perfil=99`);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'perfil_not_found', field: 'perfil' });
    expect((await server.anonymous('GET', `/api/prenomina/incidencias?${RANGE}&perfil=noi`)).status).toBe(401);
    expect((await server.anonymous('GET', `/api/prenomina?${RANGE}&formato=xlsx`)).status).toBe(401);
  });

  it('refuses a saved profile with no code for a bono earned in the period, naming the bono', async () => {
    const { server } = await workedWeek();
    const { presets } = (await server.request('GET', '/api/exportacion/perfiles')).body;
    const { 'bono:PUNTUALIDAD': _dropped, ...codigos } = presets[1].perfil.codigos;
    const saved = await server.request('POST', '/api/exportacion/perfiles', { ...presets[1].perfil, nombre: 'NOI sin puntualidad', codigos });
    expect(saved.status).toBe(201);
    const response = await server.request('GET', `/api/prenomina/incidencias?${RANGE}&perfil=${saved.body.id}`);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ code: 'perfil_incompleto', field: 'codigos.bono:PUNTUALIDAD' });
    expect(response.body.error).toBe('El perfil no tiene código para Bono PUNTUALIDAD: agrégalo en Exportación a nómina.');

    // A profile saved before issue 31 has no code for the prima vacacional: it still saves and reads, and its file asks
    // for the code only for a period with a prima vacacional (JOSÉ's vacation day).
    const { prima_vacacional: _prima, ...anteriores } = presets[1].perfil.codigos;
    const antiguo = await server.request('POST', '/api/exportacion/perfiles', { ...presets[1].perfil, nombre: 'NOI de antes', codigos: anteriores });
    expect(antiguo.status).toBe(201);
    expect((await server.request('GET', '/api/exportacion/perfiles')).body.perfiles.map((p: { nombre: string }) => p.nombre)).toContain('NOI de antes');
    const sinPrima = await server.request('GET', `/api/prenomina/incidencias?${RANGE}&perfil=${antiguo.body.id}`);
    expect(sinPrima.status).toBe(422);
    expect(sinPrima.body).toMatchObject({ code: 'perfil_incompleto', field: 'codigos.prima_vacacional' });
    expect(sinPrima.body.error).toBe('El perfil no tiene código para Prima vacacional: agrégalo en Exportación a nómina.');
  });
});

describe('GET /api/prenomina?formato=xlsx: the workbook', () => {
  it('has the three sheets with the week’s figures, numbers as text with their zeros, and real dates', async () => {
    const { server } = await workedWeek();
    const response = await download(server, `/api/prenomina?${RANGE}&formato=xlsx`);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="prenomina-2026-03-09-al-2026-03-15.xlsx"');
    const sheets = await readXlsxFile(response.bytes);
    expect(sheets.map((s) => s.sheet)).toEqual(['Pre-nómina', 'Asistencia diaria', 'Turnos', 'Incidencias', 'Registro']);
    const [prenomina, asistencia, turnos, incidencias, registro] = sheets.map((s) => s.data);
    // The record chain's head when the file was made (issue 29): the open week's figures are computed live.
    const head = server.db.prepare('SELECT secuencia, hash FROM registro ORDER BY secuencia DESC LIMIT 1').get() as { secuencia: number; hash: string };
    expect(registro!.slice(1, 5)).toEqual([
      ['Periodo', '09/03/2026 al 15/03/2026'],
      ['Cifras', 'Calculadas al generar este archivo'],
      ['Código de verificación', head.hash.slice(0, 16)],
      ['Código completo', head.hash],
    ]);
    expect(registro!.at(-1)![0]).toBe('Sirve para comprobar que estos registros no se cambiaron después.');

    expect(prenomina![0]).toEqual([
      'Número de empleado',
      'Nombre',
      'Sucursal',
      'Puesto',
      'Salario diario',
      'Días trabajados',
      'Faltas',
      'Retardos',
      'Salidas anticipadas',
      'Minutos de salida anticipada',
      'Medias jornadas',
      'Horas extra dobles',
      'Horas extra triples',
      'Sueldo',
      'Séptimo día',
      'Horas extra ($)',
      'Festivos',
      'Descanso trabajado',
      'Prima dominical',
      'Bonos',
      'Prima vacacional',
      'Descuento por jornada incompleta',
      'Total',
    ]);
    // issue 12's acceptance week: 1,577.50 + 262.92 + 157.75 + 200 = 2,198.17 (no vacation days: prima vacacional 0, issue 31)
    // Issue 41: no salida anticipada or media jornada, nothing deducted for them.
    expect(prenomina![1]!.slice(0, 11)).toEqual(['00042', 'ANA LÓPEZ', 'CENTRO', 'CAJERO', 315.5, 5, 1, 1, 0, 0, 0]);
    expect(prenomina![1]!.slice(11)).toEqual([2, 0, 1577.5, 262.92, 157.75, 0, 0, 0, 200, 0, 0, 2198.17]);
    expect(prenomina![2]!.slice(0, 4)).toEqual(['007', 'JOSÉ PEÑA ÑÚÑEZ', 'CENTRO', 'CAJERO']);

    expect(asistencia![0]).toEqual(['Número de empleado', 'Nombre', 'lun 09', 'mar 10', 'mié 11', 'jue 12', 'vie 13', 'sáb 14', 'dom 15']);
    expect(asistencia![1]).toEqual(['00042', 'ANA LÓPEZ', 'A', 'A', 'R', 'F', 'A', 'A', 'D']);
    expect(asistencia![2]).toEqual(['007', 'JOSÉ PEÑA ÑÚÑEZ', 'V', 'I', 'R', 'A', 'FJ', 'PS', 'A']);
    // Issue 41: the turno each day had; Ana's first turno comes from her hire form's fields (09:00 to 18:00, rest on Sunday).
    expect(turnos![0]).toEqual(['Número de empleado', 'Nombre', 'lun 09', 'mar 10', 'mié 11', 'jue 12', 'vie 13', 'sáb 14', 'dom 15']);
    expect(turnos![1]!.slice(0, 2)).toEqual(['00042', 'ANA LÓPEZ']);
    expect(turnos![1]!.slice(2).map((c) => String(c).replace(/^\S+ (?=\d)/, ''))).toEqual([...Array(6).fill('09:00 a 18:00'), 'Descanso']);
    const legend = asistencia!.slice(asistencia!.findIndex((r) => r[0] === 'Leyenda') + 1).map((r) => `${String(r[0])} ${String(r[1])}`);
    expect(legend).toEqual([
      'A Asistencia',
      'R Retardo',
      'F Falta',
      'D Descanso',
      'FE Festivo',
      'V Vacaciones',
      'I Incapacidad',
      'PG Permiso con goce',
      'PS Permiso sin goce',
      'FJ Falta justificada',
      'SS Sin salida',
      'SR Sin registro',
    ]);

    expect(incidencias![0]).toEqual(['Número de empleado', 'Nombre', 'Sucursal', 'Desde', 'Hasta', 'Fecha', 'Concepto', 'Cantidad', 'Unidad', 'Importe']);
    // 13 incidences and, since issue 31, JOSÉ's prima vacacional for his vacation day: 315.50 × 25% = 78.875 → 78.88.
    expect(incidencias!).toHaveLength(1 + 14);
    expect(incidencias!.find((r) => r[6] === 'Prima vacacional')).toEqual(expect.arrayContaining(['007', 'Prima vacacional', 78.88]));
    const retardo = incidencias!.find((r) => r[0] === '007' && r[6] === 'Retardo')!;
    expect(retardo[3]).toBeInstanceOf(Date);
    expect([retardo[3], retardo[4], retardo[5]].map((d) => (d as unknown as Date).toISOString().slice(0, 10))).toEqual([
      '2026-03-09',
      '2026-03-15',
      '2026-03-11',
    ]);
    expect(retardo.slice(6, 9)).toEqual(['Retardo', 0.58, 'Horas']);
    // Issue 45: the sheet a person reads says the kinds in words; the internal codes are only in the profiles' files.
    expect(incidencias!.find((r) => r[6] === 'Bono PUNTUALIDAD')).toEqual(expect.arrayContaining(['00042', 'Bono PUNTUALIDAD', 200]));
    expect(incidencias!.flat().filter((cell) => typeof cell === 'string' && /^[a-z]+[_:]/.test(cell))).toEqual([]);
  });

  it('keeps the sucursal filter and still answers JSON without formato', async () => {
    const { server, company } = await workedWeek();
    const other = await server.request('POST', '/api/sucursales', { nombre: 'NORTE' });
    const response = await download(server, `/api/prenomina?${RANGE}&formato=xlsx&sucursal=${other.body.id}`);
    const [prenomina] = await readXlsxFile(response.bytes);
    expect(prenomina!.data).toHaveLength(1); // the header only: nobody works at NORTE
    const json = await download(server, `/api/prenomina?${RANGE}&sucursal=${company.sucursalId}`);
    expect(json.body.empleados.map((e: { sucursal: string; puesto: string }) => [e.sucursal, e.puesto])).toEqual([
      ['CENTRO', 'CAJERO'],
      ['CENTRO', 'CAJERO'],
    ]);
  });
});
