/**
 * Issue 41 in a real browser with an English locale: a restaurant's administrador creates 'L-V 9-18, S 9-14' from its
 * template and a split turno (10:00-15:00 y 17:00-20:00) typed by hand in 'Turnos', gives the split turno to a whole
 * branch with 'Asignar turno' in 'Empleados', rests one employee on Wednesday from a cell of 'Rol de Turnos' and prints
 * the week (read with pdftotext). The flow runs once at 1366x768; the phone (390x844) and the tablet (800x1280) then
 * load the roster and the turnos' list and must show them in Spanish without scrolling sideways. The week is the box's
 * (GET /api/reloj), so the test holds at any hour and in any zone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, dayMonthYear, weekStart } from '@reloj/contract/dates';
import type { Reloj } from '@reloj/contract/reloj';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { launchBrowser } from './support/browser.js';
import { E2E_ADMIN, startDaemon, type RunningDaemon } from './support/daemonProcess.js';

const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
/** '2026-12-02' → 'Miércoles, 2 de diciembre': a day's heading in the phone's list, written here by hand. */
const miercolesTitulo = (fecha: string) => `Miércoles, ${Number(fecha.slice(8, 10))} de ${MESES[Number(fecha.slice(5, 7)) - 1]}`;

let daemon: RunningDaemon;
let browser: Browser;
/** One tab for the whole file: the flow at 1366x768, then the same tab resized and loaded again for the phone and the tablet. */
let page: Page;
let reloj: Reloj;
let centroId: number;
let pedroId: number;
const pdfDir = mkdtempSync(join(tmpdir(), 'reloj-e2e-turnos-'));

beforeAll(async () => {
  [daemon, browser] = await Promise.all([startDaemon(), launchBrowser()]);
  const { call } = await adminApi(daemon.url);
  reloj = await call<Reloj>('GET', '/api/reloj');
  await call('PUT', '/api/reglas', { nombreEmpresa: 'RESTAURANTE EL PATIO' });
  centroId = (await call<{ id: number }>('POST', '/api/sucursales', { nombre: 'CENTRO' })).id;
  await call('POST', '/api/sucursales', { nombre: 'NORTE' });
  await call('POST', '/api/puestos', { nombre: 'MESERO', salarioDiario: 320 });
  const hire = (nombre: string, sucursal: string) =>
    call<{ id: number }>('POST', '/api/employees', {
      nombre,
      sucursal,
      puesto: 'MESERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2024-01-08',
      horaEntrada: '08:00',
      horaSalida: '16:00',
    });
  await hire('ANA LÓPEZ', 'CENTRO');
  await hire('LUIS MORA', 'CENTRO');
  pedroId = (await hire('PEDRO RUIZ', 'NORTE')).id;
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await daemon?.stop();
  rmSync(pdfDir, { recursive: true, force: true });
});

/** The box's week: its Monday, Wednesday and Sunday. */
const semana = () => {
  const lunes = weekStart(reloj.fecha, 1);
  return { lunes, miercoles: addDays(lunes, 2), domingo: addDays(lunes, 6) };
};

/** How many pixels the page is wider than it shows (> 0: it scrolls sideways). */
const overflow = (tab: Page) => tab.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const rosterUrl = () => `${daemon.url}/admin/rol-turnos?sucursal=${centroId}&desde=${semana().lunes}`;

/** The PDF's text, one string per page, as pdftotext lays it out. */
function pdfPages(bytes: Buffer): string[] {
  const file = join(pdfDir, 'rol.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((p) => p.trim() !== '');
}

describe("'Turnos', 'Asignar turno' and 'Rol de Turnos' in a real browser under an English locale", () => {
  it('at 1366x768: creates two turnos, assigns the split one to a branch, rests a Wednesday and prints the week', async () => {
    const { lunes, miercoles, domingo } = semana();
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'en-US', timezoneId: reloj.zona });
    // The session through the API ('Iniciar sesión' has its own tests): the tab shares the context's cookies.
    expect((await context.request.post(`${daemon.url}/api/auth/login`, { data: E2E_ADMIN })).status()).toBe(200);
    page = await context.newPage();
    await page.goto(`${daemon.url}/admin/turnos`);
    await page.getByRole('heading', { level: 1, name: 'Turnos' }).waitFor();
    const banner = page.locator('.banner');

    // 'L-V 9-18, S 9-14' from its template: 45 h a week.
    await page.getByRole('button', { name: 'Nuevo turno' }).click();
    let form = page.getByRole('dialog', { name: 'Nuevo turno' });
    await form.getByRole('button', { name: 'L-V 9 a 18, S 9 a 14' }).click();
    expect(await form.getByLabel('Nombre').inputValue()).toBe('Oficina con sábado');
    expect(await form.getByLabel('Entrada del tramo 1, sábado').inputValue()).toBe('09:00');
    expect(await form.getByLabel('Salida del tramo 1, sábado').inputValue()).toBe('14:00');
    await form.getByText(/^Total: 45\s+h por semana$/).waitFor();
    await form.getByRole('button', { name: 'Crear turno' }).click();
    await banner.filter({ hasText: /^Turno "Oficina con sábado" creado\./ }).waitFor();

    // The split shift typed by hand, Monday to Saturday: two segments a day, 8 h, 48 h a week.
    await page.getByRole('button', { name: 'Nuevo turno' }).click();
    form = page.getByRole('dialog', { name: 'Nuevo turno' });
    await form.getByLabel('Nombre').fill('Partido comida');
    await form.getByLabel('Código').fill('pc');
    expect(await form.getByLabel('Código').inputValue()).toBe('PC');
    for (const dia of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']) {
      const agregar = form.getByRole('button', { name: `Agregar tramo, ${dia}` });
      await agregar.click();
      await agregar.click();
      await form.getByLabel(`Entrada del tramo 1, ${dia}`).fill('10:00');
      await form.getByLabel(`Salida del tramo 1, ${dia}`).fill('15:00');
      await form.getByLabel(`Entrada del tramo 2, ${dia}`).fill('17:00');
      await form.getByLabel(`Salida del tramo 2, ${dia}`).fill('20:00');
    }
    await form.getByText(/^Total: 48\s+h por semana$/).waitFor();
    await form.getByRole('button', { name: 'Crear turno' }).click();
    await banner.filter({ hasText: /^Turno "Partido comida" creado\./ }).waitFor();
    const table = page.getByRole('table', { name: 'Turnos registrados' });
    await table.getByRole('row').filter({ hasText: 'Oficina con sábado' }).filter({ hasText: 'L-V 09:00 a 18:00 · S 09:00 a 14:00' }).waitFor();
    const splitRow = table.getByRole('row').filter({ hasText: 'Partido comida' });
    expect(await splitRow.innerText()).toContain('L-S 10:00 a 15:00 y 17:00 a 20:00');
    expect(await splitRow.innerText()).toMatch(/48\s+h/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // 'Asignar turno' for the whole CENTRO branch from its Monday: Ana and Luis, not Pedro of NORTE.
    await page.goto(`${daemon.url}/admin/empleados`);
    await page.getByRole('button', { name: 'Asignar turno' }).click();
    const asignar = page.getByRole('dialog', { name: 'Asignar turno' });
    await asignar.getByLabel('Toda una sucursal').check();
    await asignar.getByLabel('Sucursal', { exact: true }).selectOption({ label: 'CENTRO' });
    await asignar.getByText('2 empleados elegidos').waitFor();
    await asignar.getByLabel('Turno o rol').selectOption({ label: 'PC · Partido comida' });
    await asignar.getByLabel('Vigente desde').fill(dayMonthYear(lunes));
    await asignar.getByRole('button', { name: 'Asignar a 2 empleados' }).click();
    await banner.filter({ hasText: `"Partido comida" asignado a 2 empleados desde el ${dayMonthYear(lunes)}.` }).waitFor();
    const pedro = await (await page.request.get(`${daemon.url}/api/employees/${pedroId}/asignaciones`)).json();
    expect(pedro).toHaveLength(1); // only his own schedule's, from his fechaIngreso

    // 'Rol de Turnos': Ana's Wednesday becomes a rest day, with a motivo.
    await page.goto(rosterUrl());
    await page.getByRole('heading', { level: 1, name: 'Rol de Turnos' }).waitFor();
    const anaMiercoles = page.getByRole('button', { name: /^ANA LÓPEZ, miércoles/ });
    expect(await anaMiercoles.getAttribute('aria-label')).toMatch(/: PC Partido comida, 10:00 a 15:00 y 17:00 a 20:00/);
    expect(await anaMiercoles.innerText()).toMatch(/^PC\s+10–15 · 17–20$/);
    await anaMiercoles.click();
    const cambio = page.getByRole('dialog', { name: 'Cambiar un día' });
    await cambio.getByText('Ahora: PC Partido comida, 10:00 a 15:00 y 17:00 a 20:00').waitFor();
    await cambio.getByLabel('Descansa este día').check();
    await cambio.getByLabel('Motivo', { exact: true }).fill('Trabajó el domingo anterior en la boda');
    await cambio.getByRole('button', { name: 'Guardar cambio' }).click();
    await banner.filter({ hasText: /^Se cambió el miércoles, \d+ de \p{L}+ de \d{4} de ANA LÓPEZ\.$/u }).waitFor();
    await expect.poll(() => anaMiercoles.getAttribute('aria-label')).toMatch(/: Descanso \(cambio de un día/);
    expect(await anaMiercoles.innerText()).toMatch(/^Descanso\s*✎$/);
    expect(await page.getByRole('button', { name: /^LUIS MORA, miércoles/ }).innerText()).toMatch(/^PC\s+10–15 · 17–20$/);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // 'Imprimir': the week's page as the link gives it, with the page's session.
    const href = await page.getByRole('link', { name: 'Imprimir' }).getAttribute('href');
    expect(href).toBe(`/api/rol-turnos?sucursalId=${centroId}&desde=${lunes}&hasta=${domingo}&formato=pdf`);
    const response = await page.request.get(daemon.url + href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pages = pdfPages(await response.body());
    expect(pages).toHaveLength(1);
    const [sheet = ''] = pages;
    for (const text of [
      'RESTAURANTE EL PATIO',
      'Rol de turnos',
      'Sucursal CENTRO',
      `Semana del ${dayMonthYear(lunes)} al ${dayMonthYear(domingo)}`,
      dayMonthYear(miercoles),
      'LUIS MORA',
      '10:00 a 15:00 y',
      '17:00 a 20:00',
      'Claves: PC = Partido comida',
      '* Cambio de turno por un día',
    ])
      expect(sheet).toContain(text);
    const lines = sheet.split('\n');
    const ana = lines.findIndex((l) => l.includes('ANA LÓPEZ'));
    expect(ana).toBeGreaterThan(-1);
    expect(lines.slice(ana - 1, ana + 4).join('\n')).toMatch(/PC +PC +Descanso \* +PC +PC +PC +Descanso/);
    expect(sheet).not.toContain('PEDRO RUIZ');
  });

  it.each([
    { width: 390, height: 844 },
    { width: 800, height: 1280 },
  ])('at $width x $height: the roster and the turnos fit the screen, in Spanish', async (viewport) => {
    const { miercoles } = semana();
    await page.setViewportSize(viewport);
    await page.goto(rosterUrl());
    await page.getByRole('heading', { level: 1, name: 'Rol de Turnos' }).waitFor();
    // The week in Spanish whatever the browser's language: 'lun 30 de nov – dom 6 de dic de 2026'.
    expect(await page.locator('.rol-turnos__rango').innerText()).toMatch(/^lun \d+ de \p{L}+\.?\s+–\s+dom \d+ de \p{L}+\.? de \d{4}$/u);
    await page.getByRole('button', { name: /^ANA LÓPEZ, miércoles.*: Descanso \(cambio de un día/ }).waitFor();
    if (viewport.width <= 640) {
      // A list per day: Wednesday's heading written out in Spanish, Ana resting under it.
      const dia = page.getByRole('region', { name: miercolesTitulo(miercoles) });
      expect(await dia.getByRole('listitem').filter({ hasText: 'ANA LÓPEZ' }).innerText()).toMatch(/ANA LÓPEZ\s+Descanso/);
      expect(await dia.getByRole('listitem').filter({ hasText: 'LUIS MORA' }).innerText()).toMatch(/LUIS MORA\s+PC\s+10–15 · 17–20/);
    } else {
      await page
        .getByRole('table', { name: /^Rol de turnos, lun / })
        .getByRole('columnheader', { name: 'Empleado' })
        .waitFor();
    }
    await page.getByRole('link', { name: 'Imprimir' }).waitFor();
    await page.getByRole('button', { name: 'Esta semana' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.goto(`${daemon.url}/admin/turnos`);
    await page.getByText('Turnos registrados').first().waitFor();
    await page.getByText('L-S 10:00 a 15:00 y 17:00 a 20:00').first().waitFor();
    await page.getByText('L-V 09:00 a 18:00 · S 09:00 a 14:00').first().waitFor();
    await page.getByRole('button', { name: 'Nuevo turno' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
