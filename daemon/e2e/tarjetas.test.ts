/**
 * Issue 13: the tarjetas de asistencia of the acceptance week, printed to PDF by Chromium (carta) and read back
 * with pdftotext (Debian's poppler-utils): one page per employee, every day, the totals and the signature lines.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishAcceptanceWeek, seedWeekToFinish, WEEK } from '../src/test-support/acceptanceWeek.js';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

let daemon: RunningDaemon;
let browser: Browser;
const pdfDir = mkdtempSync(join(tmpdir(), 'reloj-tarjetas-'));
beforeAll(async () => {
  daemon = await startDaemon();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
  rmSync(pdfDir, { recursive: true, force: true });
});

/** The page printed as Chromium prints it on carta paper, as the text of each sheet. */
async function printedPages(page: Page, name: string): Promise<string[]> {
  const pdf = join(pdfDir, `${name}.pdf`);
  writeFileSync(pdf, await page.pdf({ format: 'Letter' }));
  const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  return text.split('\f').filter((sheet) => sheet.trim() !== '');
}

const cards = (page: Page) => page.getByRole('article');

describe("'Tarjetas de asistencia' printed to PDF in a real browser", () => {
  it('prints one carta page per employee with every day of the worked week, the total hours and the signature lines', async () => {
    const { call, recordSince } = await adminApi(daemon.url);
    await recordSince('2024-03-15'); // the box has recorded since before these employees' history
    const ana = await seedWeekToFinish(call, { numeroEmpleado: '000123' });
    await finishAcceptanceWeek(call, ana);
    await call('PUT', '/api/reglas', { nombreEmpresa: 'ABARROTES LA ESPERANZA' });
    // A second employee of the branch, who never punched that week: six faltas and Sunday's rest.
    await call('POST', '/api/employees', {
      nombre: 'BETO RUIZ',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      numeroEmpleado: '000124',
    });

    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin/prenomina/tarjetas?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
    await signIn(page);
    await page.getByRole('heading', { level: 1, name: 'Tarjetas de asistencia' }).waitFor();
    await expect.poll(() => cards(page).count()).toBe(2);
    await expect(page.getByRole('complementary').count()).resolves.toBe(0); // no sidebar
    await expect(page.getByRole('button', { name: 'Imprimir' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Volver a Pre-nómina' }).getAttribute('href')).resolves.toBe(
      `/admin/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`,
    );

    const sheets = await printedPages(page, 'semana');
    expect(sheets).toHaveLength(2);
    const [anaSheet = '', betoSheet = ''] = sheets;

    for (const text of ['ABARROTES LA ESPERANZA', 'ANA LÓPEZ', '000123', 'CAJERO', 'CENTRO', 'Del lunes 9 al domingo 15 de marzo de 2026'])
      expect(anaSheet).toContain(text);
    // Every day, with its punches (manual ones marked), hours, retardo and overtime.
    const rows = [
      /Lunes 09\/03\/2026\s+08:56\*\s+18:02\*\s+9 h 6 min\s/,
      /Martes 10\/03\/2026\s+09:07\*\s+18:00\*\s+8 h 53 min\s/,
      /Miércoles 11\/03\/2026\s+09:18\*\s+18:00\*\s+8 h 42 min\s+8 min\s/,
      /Jueves 12\/03\/2026\s+Falta/,
      /Viernes 13\/03\/2026\s+09:00\*\s+20:00\*\s+11 ?h\s+2 ?h\s/,
      /Sábado 14\/03\/2026\s+09:10\*\s+18:00\*\s+8 h 50 min\s/,
      /Domingo 15\/03\/2026\s+Descanso/,
    ];
    for (const row of rows) expect(anaSheet).toMatch(row);
    // Totals: 46 h 31 min from entrada to salida, 8 min of retardo, 2 h of overtime (dobles). A short right-aligned
    // '2 h' may come out of the PDF's text as '2h'.
    expect(anaSheet).toMatch(/Totales\s+46 h 31 min\s+8 min\s+2 ?h\s/);
    expect(anaSheet).toMatch(
      /Días trabajados\s+5\s+Faltas\s+1\s+Retardos\s+1 \(8 min\)\s+Horas trabajadas\s+46 h 31 min\s+Horas extra\s+2 h dobles, 0 h triples/,
    );
    expect(anaSheet).toContain('* Checada manual registrada por un administrador.');
    expect(anaSheet).toMatch(/Código de verificación \(al imprimir\): [0-9a-f]{16}\. Sirve para comprobar que estos registros no se cambiaron después\./);
    for (const firma of ['Firma del trabajador', 'Firma del responsable']) expect(anaSheet).toContain(firma);
    expect(anaSheet).not.toContain('Volver a Pre-nómina'); // the toolbar stays off paper

    expect(betoSheet).toContain('BETO RUIZ');
    expect(betoSheet).toContain('000124');
    for (const day of ['Lunes 09/03/2026', 'Jueves 12/03/2026', 'Domingo 15/03/2026']) expect(betoSheet).toContain(day);
    expect(betoSheet).toMatch(/Totales\s+0 min\s+0 min\s+0 ?h\s/);
    expect(betoSheet).not.toContain('Checada manual');

    // One employee's card alone (?empleado=): one page.
    await page.goto(`${daemon.url}/admin/prenomina/tarjetas?desde=${WEEK.desde}&hasta=${WEEK.hasta}&empleado=${ana}`);
    await expect.poll(() => cards(page).count()).toBe(1);
    const single = await printedPages(page, 'ana');
    expect(single).toHaveLength(1);
    expect(single[0]).toContain('ANA LÓPEZ');
    expect(single[0]).not.toContain('BETO RUIZ');
    await context.close();
  });
});

describe('the finiquito printed to PDF in a real browser (issue 31)', () => {
  it('a despido injustificado on one carta page: the liquidación with the 20 days ticked, both signature lines and the notice', async () => {
    const { call, recordSince } = await adminApi(daemon.url);
    await recordSince('2024-03-15'); // the box has recorded since before these employees' history
    await call('POST', '/api/sucursales', { nombre: 'SUR' });
    await call('POST', '/api/puestos', { nombre: 'MOSTRADOR', salarioDiario: 400 });
    const sofia = await call<{ id: number }>('POST', '/api/employees', {
      nombre: 'SOFÍA TREVIÑO',
      sucursal: 'SUR',
      puesto: 'MOSTRADOR',
      salario: 400,
      bono: 0,
      fechaIngreso: '2024-03-15',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    await call('POST', `/api/employees/${sofia.id}/baja`, { fechaBaja: '2026-11-20', motivoBaja: 'despido_injustificado' });

    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin/empleados/${sofia.id}/finiquito`);
    await signIn(page);
    await page.getByText('SOFÍA TREVIÑO').first().waitFor();
    await page.getByLabel('Incluir 20 días por año (art. 50 fr. II)').check();
    await page.getByText('$22,621.59').first().waitFor();

    const sheets = await printedPages(page, 'finiquito');
    expect(sheets).toHaveLength(1);
    const [sheet] = sheets as [string];
    // By hand: the year of service under way is the third (16 days), so the factor is 1 + (15 + 16 × 0.25) / 365 =
    // 1.05205… → 1.0521 and the integrated salary 400 × 1.0521 = 420.84. Three months: 90 × 420.84 = 37,875.60.
    // 2024-03-15 to 2026-11-20, both days: 981 days; 20 × 981 / 365 × 420.84 = 22,621.59.
    expect(sheet).toMatch(/420\.84/);
    expect(sheet).toContain('37,875.60');
    expect(sheet).toContain('22,621.59');
    for (const text of ['Firma del trabajador', 'Firma del patrón o representante', 'Este cálculo es una guía para revisar con tu contador'])
      expect(sheet.replace(/\s+/g, ' ')).toContain(text);
    expect(sheet).not.toContain('Imprimir'); // the toolbar stays off paper
    await context.close();
  });
});
