import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facePath } from '../src/test-support/faces.js';
import { AVISO } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

// Issue 16 item 3: 'Nuevo Empleado' checks the photo before creating the employee, so a refused photo leaves nobody
// behind; when the face still fails once the employee exists, the face is retried in place.

/** Shared sample faces, read in place: never copied into the repository. */

let daemon: RunningDaemon;
let browser: Browser;
beforeAll(async () => {
  daemon = await startDaemon();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
});

type Employee = { id: number; nombre: string; rostros: number };
const employees = async (page: Page) => (await (await page.request.get(`${daemon.url}/api/employees`)).json()) as Employee[];
const banner = (page: Page) => page.locator('.banner');
const RETRY_TITLE = 'El empleado ya quedó registrado; falta su rostro.';

async function openNewEmployee(page: Page) {
  await page.goto(`${daemon.url}/admin/nuevo-registro`);
  await page.getByRole('option', { name: 'CENTRO' }).waitFor({ state: 'attached' });
}

/** The data, a photo chosen with 'Subir foto' and the consent step, as an administrator with the employee beside them. */
async function fillEmployee(page: Page, typedName: string, photo: string) {
  await page.getByLabel('Nombre', { exact: true }).pressSequentially(typedName);
  await page.getByLabel('Sucursal').selectOption('CENTRO');
  await page.getByLabel('Puesto').selectOption('CAJERO');
  await page.getByLabel('Fecha de ingreso').fill('2026-03-02');
  await page.getByLabel('Hora de entrada').fill('09:00');
  await page.getByLabel('Hora de salida').fill('18:00');
  await page.getByLabel('Subir foto').setInputFiles(photo);
  await page.getByRole('img', { name: 'Foto capturada' }).waitFor();
  await page.getByRole('checkbox', { name: 'El empleado leyó el aviso de privacidad y da su consentimiento para el uso de su rostro' }).check();
  await page.getByLabel('Nombre del empleado (lo escribe el empleado como confirmación)').fill(typedName);
}

describe("'Nuevo Empleado' checks the photo first, in a real browser", () => {
  it('a photo with two faces: the refusal shows and no employee is left behind; a good photo then creates exactly one, with one face', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin/nuevo-registro`);
    await signIn(page);
    for (const [path, body] of [
      ['/api/sucursales', { nombre: 'Centro' }],
      ['/api/puestos', { nombre: 'Cajero', salarioDiario: 315.04 }],
    ] as const) {
      const response = await page.request.post(`${daemon.url}${path}`, { data: body });
      expect(response.status(), await response.text()).toBe(201);
    }
    expect((await page.request.put(`${daemon.url}/api/privacidad`, { data: AVISO })).status()).toBe(200);
    await openNewEmployee(page);
    const before = await employees(page);
    expect(before).toEqual([]);

    await fillEmployee(page, 'juan perez', facePath('groups', 'two_people.jpg'));
    await page.getByRole('button', { name: 'Registrar Empleado' }).click();
    const reason = 'Se detectó más de un rostro en la foto. Debe aparecer solo una persona.';
    await banner(page)
      .filter({ hasText: `Hubo un error durante el registro: ${reason}` })
      .waitFor({ timeout: 20_000 });
    const note = page.getByRole('region', { name: 'Registro Facial' }).getByText('el empleado todavía no se ha registrado', { exact: false });
    expect(await note.textContent()).toBe(`${reason} Toma o sube otra foto; el empleado todavía no se ha registrado.`);
    expect(await employees(page)).toEqual(before);
    expect(await page.getByRole('button', { name: 'Registrar Empleado' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('Nombre', { exact: true }).inputValue()).toBe('JUAN PEREZ'); // kept, for another photo

    await page.getByRole('button', { name: 'Repetir' }).click();
    await note.waitFor({ state: 'detached' });
    await page.getByLabel('Subir foto').setInputFiles(facePath('people', 'obama', '1.jpg'));
    await page.getByRole('img', { name: 'Foto capturada' }).waitFor();
    await page.getByRole('button', { name: 'Registrar Empleado' }).click();
    await banner(page).filter({ hasText: '¡Empleado JUAN PEREZ registrado con éxito!' }).waitFor({ timeout: 20_000 });
    expect(await employees(page)).toMatchObject([{ nombre: 'JUAN PEREZ', rostros: 1 }]);
    expect(await employees(page)).toHaveLength(1);
    await context.close();
  });

  it('the connection drops at the face step: the screen says the employee exists and retries the face in place', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin/nuevo-registro`);
    await signIn(page);
    await openNewEmployee(page);
    const before = await employees(page);

    await page.route('**/api/employees/*/register-face', (route) => route.abort('connectionfailed'));
    await fillEmployee(page, 'joe biden', facePath('people', 'biden', '1.jpg'));
    await page.getByRole('button', { name: 'Registrar Empleado' }).click();
    const panel = page.getByRole('region', { name: RETRY_TITLE });
    await panel.waitFor({ timeout: 20_000 });
    const created = (await employees(page)).find((e) => e.nombre === 'JOE BIDEN');
    expect(created).toMatchObject({ rostros: 0 });
    expect(await panel.innerText()).toContain(`JOE BIDEN (ID: ${created!.id}) ya aparece en Empleados.`);
    expect(await panel.getByText('Motivo: No hay conexión con el servidor.').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Registrar Empleado' }).count()).toBe(0);

    await page.unroute('**/api/employees/*/register-face');
    await panel.getByRole('button', { name: 'Reintentar registro del rostro' }).click();
    await banner(page).filter({ hasText: '¡Empleado JOE BIDEN registrado con éxito!' }).waitFor({ timeout: 20_000 });
    await panel.waitFor({ state: 'detached' });
    const after = await employees(page);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((e) => e.nombre === 'JOE BIDEN')).toMatchObject({ id: created!.id, rostros: 1 });
    await context.close();
  });
});
