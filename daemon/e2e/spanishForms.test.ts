/**
 * Issue 16: the panel speaks Spanish even when the browser does not. Chromium runs with an English interface and
 * locale (--lang=en-US, locale en-US), where a native form would bubble 'Please fill out this field.', a date input
 * would show 11/23/2026 and a confirm() would be the browser's own box. Here: submitting 'Nuevo Empleado' empty tells
 * each refusal beside its field in Spanish (no native message at all), the dates read dd/mm/aaaa and the times HH:MM,
 * and giving an employee baja asks in the page's own dialog, naming them.
 */
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { clickRowAction } from './support/rowAction.js';
import { CHROMIUM_FOR_PAGES } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

/** Quiet Chromium as support/browser.ts launches it, with an English interface. */
const ENGLISH_CHROMIUM = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--lang=en-US',
];

let daemon: RunningDaemon;
let browser: Browser;
beforeAll(async () => {
  daemon = await startDaemon();
  browser = await chromium.launch({ executablePath: CHROMIUM_FOR_PAGES, headless: true, args: ENGLISH_CHROMIUM });
  const api = await adminApi(daemon.url);
  await api.call('POST', '/api/sucursales', { nombre: 'Centro' });
  await api.call('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 320 });
  await api.publishNotice();
});
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
});

/** An English-speaking browser's page; every native dialog (confirm, alert) it would open is recorded and refused. */
async function englishPage(viewport = { width: 1366, height: 768 }) {
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'America/Mexico_City' });
  const page = await context.newPage();
  const nativeDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    nativeDialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { context, page, nativeDialogs };
}

/** What a control says about itself: its value, its refusal beside it (aria-describedby) and the browser's own message. */
const stateOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((el: HTMLInputElement | HTMLSelectElement) => ({
    invalid: el.getAttribute('aria-invalid'),
    said: (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
    validationMessage: el.validationMessage,
    value: el.value,
  }));

/** Today in Mexico City, as the date inputs show it: dd/mm/aaaa. */
function todayShown(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [y, m, d] = parts.split('-');
  return `${d}/${m}/${y}`;
}

describe('Spanish forms and dialogs under an English browser', () => {
  it("'Nuevo Empleado' submitted empty: Spanish refusals beside the fields, no native bubble; dd/mm/aaaa and HH:MM", async () => {
    const { page, context, nativeDialogs } = await englishPage();
    const api = await adminApi(daemon.url);
    await page.goto(`${daemon.url}/admin/nuevo-registro`);
    await signIn(page);
    await page.getByRole('heading', { name: 'Nuevo Empleado', level: 1 }).waitFor();
    await page.getByRole('option', { name: 'CENTRO' }).waitFor({ state: 'attached' });
    // The browser is English; the page says it is Spanish.
    expect(await page.evaluate(() => navigator.language)).toBe('en-US');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es-MX');

    // The entry date opens on today, written dd/mm/aaaa (a native date input would show mm/dd/yyyy here).
    const fecha = page.getByLabel('Fecha de ingreso');
    expect(await fecha.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    expect(await fecha.inputValue()).toBe(todayShown());
    expect(await page.getByLabel('Hora de entrada').getAttribute('placeholder')).toBe('HH:MM');

    await fecha.fill('');
    await page.getByRole('button', { name: 'Registrar Empleado' }).click();
    const form = page.getByRole('form', { name: 'Registro de empleado' });
    expect(await form.evaluate((f: HTMLFormElement) => f.noValidate)).toBe(true);
    const expected: Record<string, string> = {
      Nombre: 'El nombre es obligatorio.',
      Sucursal: 'La sucursal es obligatoria.',
      Puesto: 'El puesto es obligatorio.',
      'Fecha de ingreso': 'La fecha de ingreso es obligatoria.',
      'Hora de entrada': 'La hora de entrada es obligatoria.',
      'Hora de salida': 'La hora de salida es obligatoria.',
    };
    await page.getByText('El nombre es obligatorio.').waitFor();
    for (const [label, sentence] of Object.entries(expected)) {
      expect(await stateOf(page, label)).toMatchObject({ invalid: 'true', said: sentence, validationMessage: '' });
      await expect(page.getByText(sentence, { exact: true }).isVisible()).resolves.toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('nombre');
    await expect(page.locator('.banner').textContent()).resolves.toBe('El nombre y la foto son obligatorios.');

    // Typed as a person in Mexico writes them: dd/mm/aaaa and a 24-hour clock; impossible ones are told in Spanish.
    await fecha.pressSequentially('31022026');
    expect(await stateOf(page, 'Fecha de ingreso')).toMatchObject({ value: '31/02/2026', said: 'La fecha 31/02/2026 no existe.', validationMessage: '' });
    await fecha.fill('');
    await fecha.pressSequentially('2/3/2026');
    await page.getByLabel('Hora de entrada').pressSequentially('2500');
    expect(await stateOf(page, 'Hora de entrada')).toMatchObject({ value: '25:00', said: 'La hora 25:00 no existe: usa de 00:00 a 23:59.' });
    await page.getByLabel('Hora de entrada').fill('');
    await page.getByLabel('Hora de entrada').pressSequentially('9');
    await page.getByLabel('Hora de salida').pressSequentially('1830');
    expect(await fecha.inputValue()).toBe('02/03/2026'); // written in full on leaving it
    expect(await page.getByLabel('Hora de entrada').inputValue()).toBe('09:00');
    expect(await stateOf(page, 'Hora de salida')).toMatchObject({ value: '18:30', invalid: null, said: '' });
    expect(await stateOf(page, 'Fecha de ingreso')).toMatchObject({ invalid: null, said: '' });

    expect(nativeDialogs).toEqual([]);
    expect(await api.call<unknown[]>('GET', '/api/employees')).toEqual([]);
    await context.close();
  });

  it("'Dar de baja' asks the date and the reason in the page's own dialog naming the employee; a success banner that closes by itself", async () => {
    const { page, context, nativeDialogs } = await englishPage();
    const api = await adminApi(daemon.url);
    const jose = await api.call<{ id: number }>('POST', '/api/employees', {
      nombre: 'José Luis Pérez',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });

    await page.goto(`${daemon.url}/admin/empleados`);
    await signIn(page);
    const row = page.getByRole('row', { name: /JOSÉ LUIS PÉREZ/ });
    await clickRowAction(row, 'Dar de baja');

    const ask = page.getByRole('dialog', { name: '¿Dar de baja a JOSÉ LUIS PÉREZ?' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain('Ya no podrá checar en el reloj.');
    // Issue 31: the date opens on today, dd/mm/aaaa; the reason has no default, so Enter by mistake keeps the employee.
    expect(await stateOf(page, 'Fecha de baja')).toMatchObject({ value: todayShown(), validationMessage: '' });
    await ask.getByRole('button', { name: 'Sí, dar de baja' }).click();
    await ask.getByText('Elige el motivo de la baja de la lista.').waitFor();
    expect((await api.call<{ activo: boolean }>('GET', `/api/employees/${jose.id}`)).activo).toBe(true);
    await ask.getByRole('button', { name: 'Cancelar' }).click();
    await ask.waitFor({ state: 'detached' });

    await clickRowAction(row, 'Dar de baja');
    await ask.getByLabel('Motivo', { exact: true }).selectOption({ label: 'Renuncia voluntaria' });
    await ask.getByRole('button', { name: 'Sí, dar de baja' }).click();
    const banner = page.locator('.banner');
    await page.getByText(`Empleado "JOSÉ LUIS PÉREZ" dado de baja. Baja: ${todayShown()} · Renuncia voluntaria.`).waitFor();
    expect(await banner.getAttribute('class')).toContain('banner--success');
    expect(await api.call<{ motivoBaja: string }[]>('GET', `/api/employees/${jose.id}/bajas`)).toMatchObject([{ motivoBaja: 'renuncia' }]);
    expect((await api.call<{ activo: boolean }>('GET', `/api/employees/${jose.id}`)).activo).toBe(false);
    await banner.waitFor({ state: 'detached', timeout: 12_000 }); // a success closes by itself

    expect(nativeDialogs).toEqual([]);
    await context.close();
  });
});

describe('issue 45 items 2 and 3 under an English browser', () => {
  it("a row's actions carry words at 1366, 800 and 390; after 'Dar de baja' the banner offers 'Ver finiquito'", async () => {
    const api = await adminApi(daemon.url);
    const marta = await api.call<{ id: number }>('POST', '/api/employees', {
      nombre: 'Marta Ruiz Ávila',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2025-03-03',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    const words = ['Editar', 'Privacidad y datos', 'Expediente', 'Asignar NIP', 'Agregar rostro', 'Dar de baja'];
    const visibleWords = (row: Locator) =>
      row
        .locator('.employee-actions__list .button')
        .evaluateAll((els) => els.filter((el) => el.getClientRects().length > 0).map((el) => (el as HTMLElement).innerText.trim()));
    for (const viewport of [
      { width: 800, height: 1280 },
      { width: 390, height: 844 },
      { width: 1366, height: 768 },
    ]) {
      const { page, context, nativeDialogs } = await englishPage(viewport);
      await page.goto(`${daemon.url}/admin/empleados`);
      await signIn(page);
      const row = page.getByRole('row', { name: /MARTA RUIZ ÁVILA/ });
      await row.waitFor();
      const menu = row.getByRole('button', { name: 'Acciones', exact: true });
      if (viewport.width < 1366) {
        // A tablet's or a phone's card: the six actions as buttons with their words, no menu.
        expect(await menu.isVisible()).toBe(false);
        expect(await visibleWords(row)).toEqual(words);
        await context.close();
        continue;
      }
      // The laptop: one 'Acciones' button, whose list names each action in words (item 2).
      expect(await visibleWords(row)).toEqual([]);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      expect(await visibleWords(row)).toEqual(words);
      await page.keyboard.press('Escape');
      expect(await visibleWords(row)).toEqual([]);

      // Item 3: the person leaves the list, and the banner offers their finiquito.
      await clickRowAction(row, 'Dar de baja');
      const ask = page.getByRole('dialog', { name: '¿Dar de baja a MARTA RUIZ ÁVILA?' });
      await ask.getByLabel('Motivo', { exact: true }).selectOption({ label: 'Renuncia voluntaria' });
      await ask.getByRole('button', { name: 'Sí, dar de baja' }).click();
      const link = page.getByRole('link', { name: 'Ver finiquito' });
      await link.waitFor();
      expect(await row.count()).toBe(0);
      expect(await link.getAttribute('href')).toBe(`/admin/empleados/${marta.id}/finiquito`);
      await link.click();
      await page.waitForURL(`${daemon.url}/admin/empleados/${marta.id}/finiquito`);
      await page.getByText('MARTA RUIZ ÁVILA').first().waitFor();
      expect(nativeDialogs).toEqual([]);
      await context.close();
    }
  });
});

/**
 * Issue 30, the UX round, one browser check per item under an English browser: the grouped menu and each screen's
 * title (11), money typed the Mexican way (2), the rules' answer beside their button (6), Auditoría by pages (10),
 * and where the home page says the menu is, on a laptop and on a phone (5).
 */
describe('issue 30 under an English browser', () => {
  it('a laptop (1366x768): four menu groups, titles, 330,50 read as $330.50, the rules answered beside the button, Auditoría page 2', async () => {
    const { page, context, nativeDialogs } = await englishPage();
    const api = await adminApi(daemon.url);
    await page.goto(`${daemon.url}/admin`);
    await signIn(page);
    const menu = page.getByRole('navigation', { name: 'Menú lateral' });
    await menu.waitFor();
    expect(await menu.getByRole('group').evaluateAll((groups) => groups.map((g) => g.querySelector('.sidebar__group-title')?.textContent))).toEqual([
      'Personal',
      'Asistencia',
      'Catálogos',
      'Sistema',
    ]);
    await expect(page.getByText('Selecciona una opción del menú lateral.').isVisible()).resolves.toBe(true);
    await expect(page.getByText("Selecciona una opción en 'Menú', arriba de la pantalla.").isVisible()).resolves.toBe(false);

    // Item 2: '330,50' is a decimal comma (an English number input once saved it as 33,050); under the minimum, amber while typed.
    await menu.getByRole('link', { name: 'Puestos y Salarios' }).click();
    await page.getByRole('heading', { name: 'Puestos y Salarios', level: 1 }).waitFor();
    expect(await page.title()).toBe('Puestos y Salarios · Reloj Checador');
    const salario = page.getByLabel('Salario Diario').first();
    await salario.pressSequentially('250');
    await page.getByText(/Menor al salario mínimo de la zona/).waitFor();
    await salario.fill('');
    await salario.pressSequentially('330,50');
    await page.getByLabel('Nombre').first().pressSequentially('mostrador');
    expect(await salario.inputValue()).toBe('330.50'); // shown normalised on leaving the field
    await page.getByRole('button', { name: 'Crear Puesto' }).click();
    await page.getByText('Puesto "MOSTRADOR" creado.').waitFor();
    await expect(page.getByRole('row', { name: /MOSTRADOR/ }).textContent()).resolves.toContain('$330.50');

    // Item 6: the answer to 'Guardar reglas' is where the person is looking, inside the window.
    await page.goto(`${daemon.url}/admin/reglas`);
    await page.getByRole('button', { name: 'Guardar reglas' }).click();
    const said = page.getByRole('status').filter({ hasText: 'Reglas de asistencia guardadas.' });
    await said.waitFor();
    const box = (await said.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    expect(await page.title()).toBe('Reglas de Asistencia · Reloj Checador');

    // Item 10: Auditoría pages 50 entries at a time; the page is in the address and names people.
    for (let i = 0; i < 50; i += 1) await api.call('POST', '/api/sucursales', { nombre: `Sucursal ${i + 1}` });
    await page.goto(`${daemon.url}/admin/auditoria?pagina=2`);
    await page.getByText(/^Página 2 de \d+$/).waitFor();
    expect(new URL(page.url()).searchParams.get('pagina')).toBe('2');
    expect(await page.title()).toBe('Auditoría · Reloj Checador');
    // Its filter bar wraps at any width (it once overflowed its card by about 110 px at 1101 px).
    for (const width of [1101, 1250]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(() => {
        const filters = document.querySelector('.audit-filters')!.getBoundingClientRect();
        const card = document.querySelector('.audit-filters')!.closest('.card')!;
        const inner = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
        return { past: Math.round(filters.right - inner), scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth };
      });
      expect(overflow.past, `${width} px`).toBeLessThanOrEqual(0);
      expect(overflow.scroll, `${width} px`).toBe(0);
    }

    expect(nativeDialogs).toEqual([]);
    await context.close();
  });

  it("a phone (390x844), item 3: 'Asistencias' adds a punch and a row's incidencia, its buttons reachable and finger-sized", async () => {
    const { page, context, nativeDialogs } = await englishPage({ width: 390, height: 844 });
    const api = await adminApi(daemon.url);
    const carla = await api.call<{ id: number }>('POST', '/api/employees', {
      nombre: 'Carla Ibáñez',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() - 86_400_000));
    await api.call('POST', '/api/attendance/manual', { empleadoId: carla.id, hora: `${yesterday}T09:00`, motivo: 'El reloj no la reconoció' });

    await page.goto(`${daemon.url}/admin/asistencias?desde=${yesterday}&hasta=${yesterday}`);
    await signIn(page);
    const incidencia = page.getByRole('button', { name: /^Agregar incidencia a CARLA IBÁÑEZ el / });
    await incidencia.waitFor();
    for (const button of [incidencia, page.getByRole('button', { name: 'Agregar checada' })]) {
      await button.scrollIntoViewIfNeeded();
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }

    await incidencia.click();
    const dialog = page.getByRole('dialog', { name: 'Agregar incidencia' });
    await dialog.getByLabel('Tipo').selectOption({ label: 'Permiso con goce de sueldo' });
    await dialog.getByRole('button', { name: 'Guardar incidencia' }).click();
    await page.getByText(/^Incidencia "Permiso con goce de sueldo" de CARLA IBÁÑEZ agregada el /).waitFor();

    await page.getByRole('button', { name: 'Agregar checada' }).click();
    const punch = page.getByRole('dialog', { name: 'Agregar checada' });
    await punch.getByLabel('Empleado').selectOption({ label: 'CARLA IBÁÑEZ' });
    await punch.getByLabel('Hora').pressSequentially('1800');
    await punch.getByLabel('Motivo').fill('Salió sin checar');
    await punch.getByRole('button', { name: 'Guardar checada' }).click();
    await page.getByText(/^Checada manual de CARLA IBÁÑEZ agregada: .+ a las 18:00\.$/).waitFor();

    const stored = await api.call<{ tipo: string }[]>('GET', `/api/incidencias?desde=${yesterday}&hasta=${yesterday}`);
    expect(stored).toMatchObject([{ empleadoId: carla.id, tipo: 'permiso_con_goce' }]);
    expect(await api.call<unknown[]>('GET', `/api/attendance?desde=${yesterday}&hasta=${yesterday}`)).toHaveLength(2);
    expect(nativeDialogs).toEqual([]);
    await context.close();
  });

  it("a phone (390x844): the home page says the menu is behind 'Menú' at the top, and that button opens the same four groups", async () => {
    const { page, context } = await englishPage({ width: 390, height: 844 });
    await page.goto(`${daemon.url}/admin`);
    await signIn(page);
    await page.getByText("Selecciona una opción en 'Menú', arriba de la pantalla.").waitFor();
    await expect(page.getByText('Selecciona una opción del menú lateral.').isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Menú lateral' });
    await menu.getByRole('link', { name: 'Auditoría' }).waitFor();
    expect(await menu.getByRole('group').count()).toBe(4);
    expect(await page.title()).toBe('Panel de administración · Reloj Checador');
    await context.close();
  });
});
