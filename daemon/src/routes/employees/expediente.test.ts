import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, incidencia, punch, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestResponse, type TestServer } from '../../test-support/testServer.js';
import { zipEntries } from '../../test-support/zipEntries.js';
import { insertKioskPunch } from '../../test-support/kioskPunch.js';

// Issue 29 item 5: one employee's expediente as a ZIP for an inspection or a labour claim.
const PASSWORD = 'una-contraseña-larga';
const clock = movableClock('2026-03-18T18:00:00.000Z'); // Wednesday 18 March 2026, 12:00 in Mexico City
let server: TestServer;
let ana: number;
let norte: number;
const dir = mkdtempSync(join(tmpdir(), 'reloj-expediente-'));

type Caller = (method: string, path: string) => Promise<TestResponse>;
async function signIn(usuario: string, rol: string, sucursalIds: number[]): Promise<Caller> {
  expect((await server.request('POST', '/api/usuarios', { usuario, password: PASSWORD, rol, sucursalIds })).status).toBe(201);
  const login = await server.anonymous('POST', '/api/auth/login', { usuario, password: PASSWORD });
  expect(login.status).toBe(200);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return (method, path) => server.anonymous(method, path, undefined, { cookie });
}

const kioskPunch = (empleadoId: number, hora: string, fecha: string, tipo: string) => insertKioskPunch(server.db, empleadoId, hora, fecha, tipo);

const pdfText = (pdf: Buffer) => {
  const file = join(dir, 'tarjeta.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};
const csvRows = (csv: Buffer) => {
  const text = csv.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
};
const expedientes = () => server.db.prepare(`SELECT usuario, antes, despues FROM auditoria WHERE accion = 'empleados.expediente' ORDER BY id`).all();

beforeAll(async () => {
  server = await startTestServer({ clock });
  const company = await setUpCompany(server);
  ana = await hire(server, company, { fechaIngreso: '2026-03-02', numeroEmpleado: 'a-17' });
  norte = (await server.request('POST', '/api/sucursales', { nombre: 'NORTE' })).body.id;
  // Week 1 (Monday 2 to Sunday 8 March): Monday by face, 08:57 to 18:04; Tuesday 09:00, a second press at 09:02 that is
  // voided, 18:00; Wednesday typed by hand, 09:10 to 18:00.
  kioskPunch(ana, '2026-03-02T14:57:00.000Z', '2026-03-02', 'entrada');
  kioskPunch(ana, '2026-03-03T00:04:00.000Z', '2026-03-02', 'salida');
  kioskPunch(ana, '2026-03-03T15:00:00.000Z', '2026-03-03', 'entrada');
  const accidental = kioskPunch(ana, '2026-03-03T15:02:00.000Z', '2026-03-03', 'salida');
  kioskPunch(ana, '2026-03-04T00:00:00.000Z', '2026-03-03', 'entrada');
  await punch(server, ana, '2026-03-04T09:10', '2026-03-04T18:00');
  expect((await server.request('POST', `/api/attendance/${accidental}/anular`, { motivo: 'Checó dos veces' })).status).toBe(201);
  // Week 2: Monday 9 by face, 08:55 to 18:01, vacaciones on Tuesday 10.
  kioskPunch(ana, '2026-03-09T14:55:00.000Z', '2026-03-09', 'entrada');
  kioskPunch(ana, '2026-03-10T00:01:00.000Z', '2026-03-09', 'salida');
  await incidencia(server, { empleadoId: ana, fecha: '2026-03-10', tipo: 'vacaciones', adelantadas: true, nota: 'Vacaciones del primer año' });
  const periodo = (await server.request('POST', '/api/periodos', { desde: '2026-03-02', hasta: '2026-03-08' })).body;
  // Closed, reopened and closed again: two versions.
  expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {})).status).toBe(200);
  expect((await server.request('POST', `/api/periodos/${periodo.id}/reabrir`, { motivo: 'Faltaba revisar el miércoles' })).status).toBe(200);
  expect((await server.request('POST', `/api/periodos/${periodo.id}/cerrar`, {})).status).toBe(200);
  // A minute later the tolerance goes from 10 to 15 minutes: the closed week keeps the rules it was closed with.
  clock.set('2026-03-18T18:01:00.000Z');
  expect((await server.request('PUT', '/api/reglas', { toleranciaMinutos: 15 })).status).toBe(200);
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /api/employees/{id}/expediente', () => {
  it('answers one ZIP from the hire date to today: a tarjeta per week, every punch, the incidencias, the periods and the chain', async () => {
    const response = await server.request('GET', `/api/employees/${ana}/expediente`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="expediente-A-17-2026-03-02-2026-03-18.zip"');
    const files = zipEntries(response.bytes);
    expect([...files.keys()].sort()).toEqual([
      'LEEME.txt',
      'checadas.csv',
      'incidencias.csv',
      'periodos.csv',
      'reglas.json',
      'tarjetas/tarjeta-2026-03-02-2026-03-08.pdf',
      'tarjetas/tarjeta-2026-03-09-2026-03-15.pdf',
      'tarjetas/tarjeta-2026-03-16-2026-03-22.pdf',
      'turnos.csv',
      'verificacion.json',
    ]);

    // The closed week's card: the name, Monday's times, Tuesday without the voided 09:02, Wednesday's manual punches,
    // and the link of the record at its close.
    const closed = pdfText(files.get('tarjetas/tarjeta-2026-03-02-2026-03-08.pdf')!);
    expect(closed).toContain('Tarjeta de asistencia');
    expect(closed).toContain('ANA LÓPEZ');
    expect(closed).toContain('Del lunes 2 al domingo 8 de marzo de 2026');
    expect(closed).toMatch(/Lunes 02\/03\/2026 +08:57 +18:04 +9 h 7 min/);
    expect(closed).toMatch(/Martes 03\/03\/2026 +09:00 +18:00 +9 ?h\s/); // pdftotext may join a short right-aligned "9 h"
    expect(closed).toMatch(/Miércoles 04\/03\/2026 +09:10 \* +18:00 \*/);
    expect(closed).toMatch(/Código de verificación \(al cierre\): [0-9a-f]{16}/);
    expect(closed).toContain('Firma del trabajador');
    expect(closed).toContain('Cifras del cierre n.º 2 del 18/03/2026 12:00 por admin.');
    const open = pdfText(files.get('tarjetas/tarjeta-2026-03-09-2026-03-15.pdf')!);
    expect(open).toMatch(/Lunes 09\/03\/2026 +08:55 +18:01/);
    expect(open).toMatch(/Martes 10\/03\/2026 .*Vacaciones/);
    expect(open).toMatch(/Código de verificación \(al generar\): [0-9a-f]{16}/);

    const checadas = csvRows(files.get('checadas.csv')!);
    expect(checadas[0]).toEqual([
      'ID',
      'Fecha',
      'Hora',
      'Día laboral',
      'Tipo',
      'Método',
      'Kiosco',
      'Sucursal',
      'Similitud',
      'Manual',
      'Registrada por',
      'Motivo',
      'Anulada',
      'Anulada por',
      'Fecha de anulación',
      'Motivo de anulación',
    ]);
    const rows = checadas.slice(1).map((r) => r.slice(1));
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual(['02/03/2026', '08:57:00', '02/03/2026', 'Entrada', 'rostro', 'CAJA 1', 'CENTRO', '0.930', 'no', '', '', 'no', '', '', '']);
    expect(rows[3]).toEqual([
      '03/03/2026',
      '09:02:00',
      '03/03/2026',
      'Salida',
      'rostro',
      'CAJA 1',
      'CENTRO',
      '0.930',
      'no',
      '',
      '',
      'sí',
      'admin',
      '18/03/2026 12:00',
      'Checó dos veces',
    ]);
    expect(rows[5]).toEqual([
      '04/03/2026',
      '09:10:00',
      '04/03/2026',
      'Entrada',
      'manual',
      '',
      'CENTRO',
      '',
      'sí',
      'admin',
      'Olvidó checar en el reloj',
      'no',
      '',
      '',
      '',
    ]);

    expect(csvRows(files.get('incidencias.csv')!)).toEqual([
      ['Fecha', 'Tipo', 'Minutos', 'Nota', 'Creada por', 'Creada en'],
      ['10/03/2026', 'Vacaciones', '', 'Vacaciones del primer año', 'admin', '18/03/2026 12:00'],
    ]);
    expect(csvRows(files.get('periodos.csv')!)).toEqual([
      ['Desde', 'Hasta', 'Estado', 'Versión', 'Cerrado en', 'Cerrado por', 'Reabierto en', 'Reabierto por', 'Motivo de reapertura'],
      ['02/03/2026', '08/03/2026', 'cerrado', '1', '18/03/2026 12:00', 'admin', '18/03/2026 12:00', 'admin', 'Faltaba revisar el miércoles'],
      ['02/03/2026', '08/03/2026', 'cerrado', '2', '18/03/2026 12:00', 'admin', '', '', ''],
      ['09/03/2026', '15/03/2026', 'sin guardar', '', '', '', '', '', ''],
      ['16/03/2026', '22/03/2026', 'sin guardar', '', '', '', '', '', ''],
    ]);

    const reglas = JSON.parse(files.get('reglas.json')!.toString('utf8'));
    expect(reglas.periodos).toHaveLength(3);
    // The rules as they stood when week 1 closed and when week 2 ended (before the change), and today's for week 3.
    expect(reglas.reglasActuales).toMatchObject({ toleranciaMinutos: 15 });
    type ReglasDePeriodo = { desde: string; fuente: string; reglas: { toleranciaMinutos: number } };
    expect(reglas.periodos.map((p: ReglasDePeriodo) => [p.desde, p.fuente, p.reglas.toleranciaMinutos])).toEqual([
      ['2026-03-02', 'auditoria', 10],
      ['2026-03-09', 'auditoria', 10],
      ['2026-03-16', 'actuales', 15],
    ]);
    expect(reglas.periodos[0].salarioMinimo).toMatchObject({ zona: 'general' });

    const { verificacion, cabezas } = JSON.parse(files.get('verificacion.json')!.toString('utf8'));
    expect(verificacion).toMatchObject({ ok: true });
    expect(cabezas.map((c: { desde: string; al: string }) => [c.desde, c.al])).toEqual([
      ['2026-03-02', 'cierre'],
      ['2026-03-09', 'generar'],
      ['2026-03-16', 'generar'],
    ]);
    expect(cabezas[0].hash).toMatch(/^[0-9a-f]{64}$/);
    expect(closed).toContain(`Código de verificación (al cierre): ${cabezas[0].hash.slice(0, 16)}`);
    expect(closed).toContain('Sirve para comprobar que estos registros no se cambiaron después.');
    expect(closed.replace(/\s+/g, '')).toContain(`Códigocompleto:${cabezas[0].hash}`);
    expect(closed).not.toMatch(/eslabón|SHA-256|huella/i);

    const leeme = files.get('LEEME.txt')!.toString('utf8');
    expect(leeme).toContain('Empleado: ANA LÓPEZ (No. de empleado A-17)');
    expect(leeme).toContain('Periodo que abarca: del 02/03/2026 al 18/03/2026');
    expect(leeme).toContain('Generado el 18/03/2026 12:01 por el usuario admin');
    // The box as its owner knows it (GET /api/equipo), then the id its record's chain starts from.
    const { nombre } = (await server.request('GET', '/api/equipo')).body;
    expect(leeme).toMatch(new RegExp(`^Reloj checador: equipo «${nombre}» \\(identificador [0-9a-f]{8}\\)$`, 'm'));
    expect(leeme).not.toMatch(/caja/i);
    expect(leeme).toContain('inspección de la STPS');

    expect(expedientes()).toEqual([{ usuario: 'admin', antes: null, despues: JSON.stringify({ empleadoId: ana, desde: '2026-03-02', hasta: '2026-03-18' }) }]);
  });

  it("refuses bad ranges (422 on the field), another branch's gerente (404) and a consulta (403), auditing none of them", async () => {
    const before = expedientes().length;
    const cases: [string, number, string, string | undefined][] = [
      ['?desde=2026-02-30', 422, 'La fecha inicial (desde) debe ser una fecha real con el formato AAAA-MM-DD.', 'desde'],
      ['?desde=2026-03-10&hasta=2026-03-09', 422, 'La fecha final (hasta) no puede ser anterior a la inicial (desde).', 'hasta'],
      ['?desde=2021-03-18&hasta=2026-03-18', 422, 'El expediente abarca como máximo 5 años: divide el rango en partes más cortas.', 'hasta'],
    ];
    for (const [query, status, error, field] of cases) {
      const response = await server.request('GET', `/api/employees/${ana}/expediente${query}`);
      expect([query, response.status, response.body]).toEqual([query, status, { error, code: 'validation_failed', field }]);
    }
    const gerenteNorte = await signIn('gerente.norte', 'gerente', [norte]);
    const foreign = await gerenteNorte('GET', `/api/employees/${ana}/expediente`);
    expect([foreign.status, foreign.body]).toEqual([404, { error: 'El empleado no existe.', code: 'employee_not_found' }]);
    const consulta = await signIn('consulta', 'consulta', []);
    const forbidden = await consulta('GET', `/api/employees/${ana}/expediente`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'Tu cuenta no tiene permiso para hacer esto. Pide ayuda a un administrador.', code: 'forbidden' });
    expect(expedientes()).toHaveLength(before);

    // The gerente of the employee's branch gets it, for the range asked.
    const centro = (await server.request('GET', '/api/sucursales')).body.find((s: { nombre: string }) => s.nombre === 'CENTRO').id;
    const gerenteCentro = await signIn('gerente.centro', 'gerente', [centro]);
    const own = await gerenteCentro('GET', `/api/employees/${ana}/expediente?desde=2026-03-09&hasta=2026-03-15`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="expediente-A-17-2026-03-09-2026-03-15.zip"');
    expect([...zipEntries(own.bytes).keys()].filter((name) => name.startsWith('tarjetas/'))).toEqual(['tarjetas/tarjeta-2026-03-09-2026-03-15.pdf']);
    expect(expedientes().at(-1)).toEqual({
      usuario: 'gerente.centro',
      antes: null,
      despues: JSON.stringify({ empleadoId: ana, desde: '2026-03-09', hasta: '2026-03-15' }),
    });
  });
});
