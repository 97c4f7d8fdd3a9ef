import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';
import { zipEntries } from '../../test-support/zipEntries.js';
import { insertKioskPunch } from '../../test-support/kioskPunch.js';

// Issue 40: an employee hired in 2024 on a box first started on Monday 23/11/2026. Before the fix the expediente went
// back to the hire date (capped at five years), one tarjeta a week full of 'Falta'.
const clock = movableClock('2026-12-09T18:00:00.000Z'); // Wednesday 9 December 2026, 12:00 in Mexico City
let server: TestServer;
let ana: number;
const dir = mkdtempSync(join(tmpdir(), 'reloj-expediente-inicio-'));

const pdfText = (pdf: Buffer) => {
  const file = join(dir, 'tarjeta.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

beforeAll(async () => {
  server = await startTestServer({ clock });
  // The first start: the database was created on Monday 23/11/2026 at 07:30 in Mexico City.
  server.services.inicioRegistro.alArrancar(new Date('2026-11-23T13:30:00.000Z'));
  const company = await setUpCompany(server);
  ana = await hire(server, company, { fechaIngreso: '2024-05-06', numeroEmpleado: 'A-1' });
  // Monday 23 and Tuesday 24 November by face, 09:00 to 18:00.
  insertKioskPunch(server.db, ana, '2026-11-23T15:00:00.000Z', '2026-11-23', 'entrada');
  insertKioskPunch(server.db, ana, '2026-11-24T00:00:00.000Z', '2026-11-23', 'salida');
  insertKioskPunch(server.db, ana, '2026-11-24T15:00:00.000Z', '2026-11-24', 'entrada');
  insertKioskPunch(server.db, ana, '2026-11-25T00:00:00.000Z', '2026-11-24', 'salida');
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the expediente of an employee hired before the box (issue 40)', () => {
  it('starts at the record’s first day by default, and its first tarjeta and LEEME say when the record began', async () => {
    const response = await server.request('GET', `/api/employees/${ana}/expediente`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="expediente-A-1-2026-11-23-2026-12-09.zip"');
    const files = zipEntries(response.bytes);
    expect([...files.keys()].filter((f) => f.startsWith('tarjetas/')).sort()).toEqual([
      'tarjetas/tarjeta-2026-11-23-2026-11-29.pdf',
      'tarjetas/tarjeta-2026-11-30-2026-12-06.pdf',
      'tarjetas/tarjeta-2026-12-07-2026-12-13.pdf',
    ]);
    const first = pdfText(files.get('tarjetas/tarjeta-2026-11-23-2026-11-29.pdf')!);
    expect(first).toMatch(/Lunes 23\/11\/2026 +09:00 +18:00/);
    expect(first.replace(/\s+/g, ' ')).toContain(
      "Registro electrónico de asistencia de este empleado desde el 23/11/2026: los días anteriores no los registró este reloj ('Sin registro') y no cuentan como faltas.",
    );
    const leeme = files.get('LEEME.txt')!.toString('utf8');
    expect(leeme).toContain('Periodo que abarca: del 23/11/2026 al 09/12/2026');
    expect(leeme).toContain(
      'Registro electrónico de asistencia: desde el 23/11/2026. Los días anteriores no los registró este reloj checador: no son faltas y no hay tarjeta de ningún periodo anterior a esa fecha.',
    );
  });

  it('prints no tarjeta of a period before it, even when the range asked for starts earlier', async () => {
    const response = await server.request('GET', `/api/employees/${ana}/expediente?desde=2026-10-01&hasta=2026-11-29`);
    expect(response.status, response.text).toBe(200);
    const files = zipEntries(response.bytes);
    expect([...files.keys()].filter((f) => f.startsWith('tarjetas/'))).toEqual(['tarjetas/tarjeta-2026-11-23-2026-11-29.pdf']);
  });

  it('for an employee whose own record starts on a Thursday, the unrecorded Wednesday before it reads Sin registro, not Falta', async () => {
    const employee = (await server.request('GET', `/api/employees/${ana}`)).body;
    expect(
      (
        await server.request('PUT', `/api/employees/${ana}`, {
          ...employee,
          inicioRegistro: '2026-11-26',
          motivoInicioRegistro: 'Se inscribió su rostro el jueves',
        })
      ).status,
    ).toBe(200);
    const files = zipEntries((await server.request('GET', `/api/employees/${ana}/expediente`)).bytes);
    const first = pdfText(files.get('tarjetas/tarjeta-2026-11-23-2026-11-29.pdf')!);
    expect(first).toMatch(/Lunes 23\/11\/2026 +09:00 +18:00/);
    expect(first).toMatch(/Jueves 26\/11\/2026 .*Falta/);
    expect(first).toMatch(/Miércoles 25\/11\/2026 +Sin registro/);
    expect(first).toContain('desde el 26/11/2026');
    // Put back for the other tests.
    await server.request('PUT', `/api/employees/${ana}`, { ...employee, inicioRegistro: '2026-11-23', motivoInicioRegistro: 'Vuelve a la fecha del reloj' });
  });
});
