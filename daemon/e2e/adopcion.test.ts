/**
 * Issue 40 in a real browser with an English locale, at a laptop's 1366x768 and a phone's 390x844: a running business
 * adopts the box. The administrador downloads the staff template from 'Empleados' → 'Importar', fills a copy with three
 * people hired before the box started, reviews and imports it. The file's 'Vacaciones pendientes' of one becomes his
 * opening balance; the home page's 'Primeros pasos' asks for the other two's, one is entered in the employee's
 * 'Vacaciones' section and the last through the API, and the step is ticked. Screenshots of the preview and of the
 * checklist go to /tmp/screens/adopcion/ (outside the repository) for a person to look at.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { clickRowAction } from './support/rowAction.js';
import { launchBrowser } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;
const SCREENS = '/tmp/screens/adopcion';

/** The template's header row, written by hand: what an owner sees in Excel. */
const HEADERS = [
  'Número de empleado',
  'Nombre',
  'Sucursal',
  'Puesto',
  'Salario diario',
  'Fecha de ingreso',
  'Hora de entrada',
  'Hora de salida',
  'Minutos de comida',
  'Días de descanso',
  'Bono',
  'Vacaciones pendientes',
];

/**
 * Three people of the bakery, hired before the box existed. Only Juan's pending vacation days are in the file (they
 * become his opening balance at import); Marta's and Rosa's are left for the panel.
 */
const staff = (prefix: string) => [
  { numero: `${prefix}01`, nombre: `${prefix} MARTA RUIZ SOTO`, ingreso: '15/06/2020', salario: 350, vacaciones: null },
  { numero: `${prefix}02`, nombre: `${prefix} JUAN PÉREZ LARA`, ingreso: '09/01/2023', salario: '330,50', vacaciones: 6 },
  { numero: `${prefix}03`, nombre: `${prefix} ROSA DÍAZ MORA`, ingreso: '05/01/2026', salario: '', vacaciones: null },
];

let daemon: RunningDaemon;
let browser: Browser;
let filesDir: string;
beforeAll(async () => {
  daemon = await startDaemon();
  browser = await launchBrowser();
  filesDir = mkdtempSync(join(tmpdir(), 'reloj-e2e-adopcion-'));
  mkdirSync(SCREENS, { recursive: true });
  const api = await adminApi(daemon.url);
  await api.call('POST', '/api/sucursales', { nombre: 'Centro' });
  await api.call('POST', '/api/puestos', { nombre: 'Panadero', salarioDiario: 320 });
});
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

/** The template as the browser saved it, checked, and a copy of its 'Empleados' sheet filled with `people`. */
async function fillTemplate(savedPath: string, people: ReturnType<typeof staff>, name: string): Promise<string> {
  const sheets = await readXlsxFile(readFileSync(savedPath));
  expect(sheets.map((s) => s.sheet)).toEqual(['Empleados', 'Instrucciones']);
  expect(sheets[0]!.data).toEqual([HEADERS]);
  const text = (value: string) => (value === '' ? null : { value, type: String });
  const rows = people.map((p) => [
    text(p.numero),
    text(p.nombre),
    text('centro'),
    text('Panadero'),
    typeof p.salario === 'number' ? { value: p.salario, type: Number } : text(p.salario),
    text(p.ingreso),
    text('06:00'),
    text('14:00'),
    { value: 30, type: Number },
    text('domingo'),
    null,
    p.vacaciones === null ? null : { value: p.vacaciones, type: Number },
  ]);
  const header = (sheets[0]!.data[0] as string[]).map((title) => ({ value: title, type: String }));
  const bytes = await writeXlsxFile([{ sheet: 'Empleados', data: [header, ...rows] }]).toBuffer();
  const path = join(filesDir, name);
  writeFileSync(path, bytes);
  return path;
}

/** How many pixels the page is wider than it shows (> 0: it scrolls sideways). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const setupStep = (page: Page) => page.getByRole('region', { name: 'Primeros pasos' }).getByRole('listitem').filter({ hasText: 'Saldo inicial de vacaciones' });

const progress = (page: Page) => page.getByRole('region', { name: 'Primeros pasos' }).locator('.setup__progress').innerText();

/**
 * 'Primeros pasos' for a person to look at. On a phone the card is taller than the screen and the sticky top bar would
 * cover it in an element shot: the page from its top to the card's end instead. On a laptop, the card alone (a
 * full-page shot would cut the 100vh sidebar at the window's height).
 */
async function shootChecklist(page: Page, name: string): Promise<void> {
  const region = page.getByRole('region', { name: 'Primeros pasos' });
  const path = join(SCREENS, name);
  if (page.viewportSize()!.width > 900) return void (await region.screenshot({ path }));
  const bottom = await region.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  await page.screenshot({ path, fullPage: true, clip: { x: 0, y: 0, width: page.viewportSize()!.width, height: Math.ceil(bottom) + 16 } });
}

describe("a running business adopts the box: staff imported from the template, opening balances, 'Primeros pasos'", () => {
  it.each(SIZES)('at $width x $height under an English browser', async (size) => {
    const tag = `${size.width}x${size.height}`;
    const prefix = size.width > 900 ? 'A' : 'B';
    const people = staff(prefix);
    const context = await browser.newContext({ viewport: size, locale: 'en-US', timezoneId: 'America/Mexico_City', acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${daemon.url}/admin/empleados`);
    await signIn(page);
    await page.goto(`${daemon.url}/admin/empleados`);
    await page.getByRole('heading', { name: 'Empleados', level: 1 }).waitFor();

    // 'Importar': the template, downloaded from the dialog.
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar empleados' });
    await dialog.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar plantilla' }).click()]);
    expect(download.suggestedFilename()).toBe('plantilla-empleados.xlsx');
    const filled = await fillTemplate(await download.path(), people, `empleados-${tag}.xlsx`);

    // The filled copy, chosen with the dialog's file picker, then 'Revisar'.
    const importButton = dialog.getByRole('button', { name: /^Importar/ });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Elegir archivo' }).click()]);
    await chooser.setFiles(filled);
    await dialog.getByText(`Archivo: empleados-${tag}.xlsx`).waitFor();
    expect(await importButton.isDisabled()).toBe(true); // nothing reviewed yet
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await dialog.getByRole('status').filter({ hasText: 'Todo está bien: se crearán 3, se actualizarán 0 y 0 quedan sin cambios.' }).waitFor();
    const preview = dialog.getByRole('table', { name: 'Vista previa de la importación' });
    for (const person of people) {
      const row = preview.getByRole('row').filter({ hasText: person.nombre });
      expect(await row.innerText()).toContain('Crear');
      expect(await row.innerText()).toContain(person.numero);
    }
    expect(await preview.getByRole('row').filter({ hasText: people[1]!.nombre }).innerText()).toContain('Vacaciones pendientes: 6 días');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SCREENS, `vista-previa-${tag}.png`) });
    await importButton.scrollIntoViewIfNeeded(); // on a phone the dialog scrolls: its last row and its buttons
    await page.screenshot({ path: join(SCREENS, `vista-previa-final-${tag}.png`) });

    await dialog.getByRole('button', { name: 'Importar 3 empleados', exact: true }).click();
    await page.locator('.banner').filter({ hasText: 'Se importaron 3 empleados (0 actualizados).' }).waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'detached' });

    // Home: 'Primeros pasos' asks for the opening balance of the two whose file had none.
    await page.goto(`${daemon.url}/admin`);
    const step = setupStep(page);
    await step.waitFor();
    expect(await step.innerText()).toContain('Faltan 2 empleados');
    expect(await step.getAttribute('class')).not.toContain('setup__step--done');
    // Done: the branch and the job (seeded); not yet: the notice, the rules, a face, the kiosk and the balances.
    expect(await progress(page)).toBe('2 de 7 listos');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shootChecklist(page, `primeros-pasos-pendiente-${tag}.png`);

    // The oldest employee's balance, entered in 'Editar Empleado' → 'Vacaciones'.
    await step.getByRole('link', { name: 'Ir a Empleados' }).click();
    const [first, , last] = people;
    const row = page.getByRole('row', { name: new RegExp(first!.nombre) });
    await clickRowAction(row, 'Editar');
    const edit = page.getByRole('dialog', { name: 'Editar Empleado' });
    await edit.getByText('Saldo inicial pendiente', { exact: true }).waitFor();
    await edit.getByRole('button', { name: 'Registrar saldo inicial' }).click();
    const form = edit.getByRole('group', { name: 'Saldo inicial' });
    await form.getByLabel('Días pendientes en total').fill('8');
    await form.getByLabel('Motivo', { exact: true }).fill('Saldo al instalar el reloj, según la nómina anterior');
    await form.getByRole('button', { name: 'Guardar saldo inicial' }).click();
    await edit.getByRole('status').filter({ hasText: 'Se guardó el saldo inicial de vacaciones.' }).waitFor();
    // The section is read again: the balance in force, with who entered it, instead of 'Saldo inicial pendiente'.
    await edit.getByText(/^Al \d\d\/\d\d\/\d{4}: 8 días pendientes\. Registrado por admin\./).waitFor();
    expect(await edit.getByText('Saldo inicial pendiente', { exact: true }).count()).toBe(0);

    // Not ticked while one still lacks it.
    await page.goto(`${daemon.url}/admin`);
    await step.filter({ hasText: 'Faltan 1 empleado:' }).waitFor();
    expect(await step.getAttribute('class')).not.toContain('setup__step--done');

    // The last one through the API, on the record's first day: hired less than a year before, nothing pending.
    const { fecha } = (await (await page.request.get(`${daemon.url}/api/inicio-registro`)).json()) as { fecha: string };
    const employees = (await (await page.request.get(`${daemon.url}/api/employees`)).json()) as { id: number; numeroEmpleado: string | null }[];
    const id = employees.find((e) => e.numeroEmpleado === last!.numero)!.id;
    const response = await page.request.post(`${daemon.url}/api/employees/${id}/saldo-vacaciones`, {
      data: { fecha, pendientes: 0, motivo: 'Saldo al instalar el reloj, según la nómina anterior' },
    });
    expect(response.status(), await response.text()).toBe(201);

    await page.reload();
    await step.filter({ hasText: 'Listo' }).waitFor();
    expect(await step.getAttribute('class')).toContain('setup__step--done');
    expect(await step.innerText()).not.toContain('Faltan');
    expect(await progress(page)).toBe('3 de 7 listos');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shootChecklist(page, `primeros-pasos-listo-${tag}.png`);
    await context.close();
  });
});
