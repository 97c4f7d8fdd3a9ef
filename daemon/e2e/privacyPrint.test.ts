import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVISO } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { clickRowAction } from './support/rowAction.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

// Issue 15, the administrator's side of the NIP and of the access right: in the employee's 'Privacidad y datos' the
// administrator sets the NIP the employee types at the kiosk with their número de empleado, and opens their data as a
// page to print.

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

describe("the NIP and the printable data in 'Privacidad y datos', in a real browser", () => {
  it('sets a NIP from the dialog (stored: tieneNip), then opens the printable page with her name and her consent', async () => {
    const { page, context } = await newPage(browser);
    const nativeDialogs: string[] = [];
    page.on('dialog', (dialog) => nativeDialogs.push(dialog.message()));
    await page.goto(`${daemon.url}/admin/empleados`);
    await signIn(page);
    const call = async <T>(method: 'post' | 'put' | 'get', path: string, data?: unknown): Promise<T> => {
      const response = await page.request[method](`${daemon.url}${path}`, data === undefined ? undefined : { data });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    };
    await call('post', '/api/sucursales', { nombre: 'Centro' });
    await call('post', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.04 });
    await call('put', '/api/privacidad', AVISO);
    const ana = await call<{ id: number }>('post', '/api/employees', {
      nombre: 'Ana María López',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 315.04,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      numeroEmpleado: '0042',
    });
    await call('post', `/api/employees/${ana.id}/consentimiento`, { confirmacion: 'Ana María López' });
    await page.reload();

    // 'Checada con NIP': no NIP yet; a short one is refused in Spanish beside the field, without a browser bubble.
    const row = page.getByRole('row', { name: /ANA MARÍA LÓPEZ/ });
    await clickRowAction(row, 'Privacidad y datos');
    const dialog = page.getByRole('dialog', { name: 'Privacidad y datos' });
    const section = dialog.getByRole('region', { name: 'Checada con NIP' });
    await section.getByText('Sin NIP.').waitFor();
    const field = section.getByLabel('NIP', { exact: true });
    await field.fill('12');
    await section.getByRole('button', { name: 'Guardar NIP' }).click();
    await section.getByText('El NIP debe tener de 4 a 8 dígitos.').waitFor();
    expect(await field.evaluate((input) => (input as unknown as { validationMessage: string }).validationMessage)).toBe('');

    await field.fill('4821');
    await field.press('Enter');
    await dialog.getByRole('status').getByText('NIP guardado: ANA MARÍA LÓPEZ ya puede checar en el kiosco con su número de empleado 0042 y su NIP.').waitFor();
    await section.getByText('Tiene NIP para checar con su número de empleado 0042.').waitFor();
    expect((await call<{ tieneNip: boolean }>('get', `/api/employees/${ana.id}`)).tieneNip).toBe(true);

    // 'Ver para imprimir' opens her data in a new tab, outside the admin layout.
    const [printable] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Ver para imprimir' }).click()]);
    await printable.waitForURL(`${daemon.url}/admin/empleados/${ana.id}/datos`);
    await printable.getByRole('heading', { level: 1, name: 'Datos personales de ANA MARÍA LÓPEZ' }).waitFor();
    expect(await printable.title()).toBe('Datos personales de ANA MARÍA LÓPEZ');
    expect(await printable.getByRole('navigation', { name: 'Menú lateral' }).count()).toBe(0);
    const consents = printable.getByRole('region', { name: 'Consentimientos' });
    const consent = (await consents.getByRole('row').nth(1).innerText()).replace(/\s+/g, ' ').trim();
    expect(consent).toMatch(/^Versión 1 \d\d\/\d\d\/\d{4} \d\d:\d\d admin Ana María López No$/);
    const fields = await printable.getByRole('region', { name: 'Datos del empleado' }).innerText();
    expect(fields).toContain('$315.04');
    expect(fields).toMatch(/NIP para checar\s+Sí/i); // the labels are set in capitals

    // Printed: the toolbar goes, the document stays.
    const print = printable.getByRole('button', { name: 'Imprimir' });
    expect(await print.isVisible()).toBe(true);
    await printable.emulateMedia({ media: 'print' });
    expect(await print.isVisible()).toBe(false);
    expect(await printable.getByRole('heading', { level: 1 }).isVisible()).toBe(true);

    expect(nativeDialogs).toEqual([]);
    await context.close();
  });
});
