import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facePath } from '../src/test-support/faces.js';
import { AVISO } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { clickRowAction } from './support/rowAction.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

// Issue 15 (LFPDPPP), the administrator's side: no face before a privacy notice is published and the employee has
// consented to it; the consent shows in the employee's 'Privacidad y datos', where it can be withdrawn (the face goes
// at once) and the employee's data exported.

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

const CHECKBOX = 'El empleado leyó el aviso de privacidad y da su consentimiento para el uso de su rostro';
const CONFIRMATION = 'Nombre del empleado (lo escribe el empleado como confirmación)';

describe('the privacy notice and the consent in a real browser', () => {
  it('publish the notice, register an employee with the consent step, see the consent, export the data, withdraw it: 0 faces', async () => {
    const { page, context } = await newPage(browser);
    const nativeDialogs: string[] = [];
    page.on('dialog', (dialog) => nativeDialogs.push(dialog.message()));
    await page.goto(`${daemon.url}/admin/nuevo-registro`);
    await signIn(page);
    for (const [path, body] of [
      ['/api/sucursales', { nombre: 'Centro' }],
      ['/api/puestos', { nombre: 'Cajero', salarioDiario: 315.04 }],
    ] as const) {
      const response = await page.request.post(`${daemon.url}${path}`, { data: body });
      expect(response.status(), await response.text()).toBe(201);
    }
    await page.reload();

    // No notice yet: the photo card says so and leads to 'Privacidad'.
    const faceCard = page.getByRole('region', { name: 'Registro Facial' });
    await faceCard.getByText("Antes de registrar rostros, llena el aviso de privacidad en 'Privacidad'.").waitFor();
    expect(await faceCard.getByRole('button', { name: 'Tomar Foto' }).count()).toBe(0);
    await faceCard.getByRole('link', { name: 'Ir a Privacidad' }).click();
    await page.waitForURL(`${daemon.url}/admin/privacidad`);
    const notice = await page.request.put(`${daemon.url}/api/privacidad`, { data: AVISO });
    expect(notice.status(), await notice.text()).toBe(200);

    // 'Nuevo Empleado' now asks for the photo and the consent.
    await page.getByRole('navigation', { name: 'Menú lateral' }).getByRole('link', { name: 'Nuevo Empleado' }).click();
    await page.getByRole('option', { name: 'CENTRO' }).waitFor({ state: 'attached' });
    await page.getByLabel('Nombre', { exact: true }).pressSequentially('barack obama');
    await page.getByLabel('Sucursal').selectOption('CENTRO');
    await page.getByLabel('Puesto').selectOption('CAJERO');
    await page.getByLabel('Fecha de ingreso').fill('2026-03-02');
    await page.getByLabel('Hora de entrada').fill('09:00');
    await page.getByLabel('Hora de salida').fill('18:00');
    await page.getByLabel('Subir foto').setInputFiles(facePath('people', 'obama', '1.jpg'));
    await page.getByRole('img', { name: 'Foto capturada' }).waitFor();
    const short = page.getByRole('region', { name: 'Aviso de privacidad simplificado, versión 1' });
    expect(await short.innerText()).toContain(AVISO.responsable);

    // Without the consent nothing is sent: the page says what is missing, in Spanish, next to each control.
    await page.getByRole('button', { name: 'Registrar Empleado' }).click();
    await page.getByText('Marca la casilla cuando el empleado haya leído el aviso y dé su consentimiento.').waitFor();
    await page.getByText('El empleado debe escribir aquí su nombre completo como confirmación.').waitFor();
    expect(await (await page.request.get(`${daemon.url}/api/employees`)).json()).toEqual([]);

    await page.getByRole('checkbox', { name: CHECKBOX }).check();
    await page.getByLabel(CONFIRMATION).fill('Barack Obama');
    await page.getByRole('button', { name: 'Registrar Empleado' }).click();
    await page.locator('.banner').filter({ hasText: '¡Empleado BARACK OBAMA registrado con éxito!' }).waitFor({ timeout: 20_000 });

    // 'Empleados' → 'Privacidad y datos': the consent, with its notice version, date and who recorded it.
    await page.getByRole('navigation', { name: 'Menú lateral' }).getByRole('link', { name: 'Empleados' }).click();
    const row = page.getByRole('row', { name: /BARACK OBAMA/ });
    await row.waitFor();
    expect(await row.locator('.face-count').innerText()).toBe('1');
    await clickRowAction(row, 'Privacidad y datos');
    const dialog = page.getByRole('dialog', { name: 'Privacidad y datos' });
    const consents = dialog.getByRole('list', { name: 'Consentimientos' });
    await consents.waitFor();
    const record = (await consents.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(record).toHaveLength(1);
    expect(record[0]).toMatch(
      /^Aviso versión 1 Vigente Otorgado el \d\d\/\d\d\/\d{4} \d\d:\d\d, lo registró admin\. Escribió como confirmación: Barack Obama$/,
    );

    // 'Exportar datos' saves the JSON file the daemon makes.
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Exportar datos' }).click()]);
    const employeeId = Number(/^datos_BARACK_OBAMA_(\d+)\.json$/.exec(download.suggestedFilename())?.[1]); // named after him (issue 30)
    expect(employeeId).toBeGreaterThan(0);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      empleado: { nombre: string };
      consentimientos: unknown[];
      rostro: { plantillas: number };
    };
    expect(exported).toMatchObject({ empleado: { nombre: 'BARACK OBAMA' }, consentimientos: [{ version: 1 }], rostro: { plantillas: 1 } });
    // Its instants are the box's local time with the offset, as a person reads them (issue 30), not UTC.
    const { generadoEn, consentimientos } = exported as unknown as { generadoEn: string; consentimientos: { fecha: string }[] };
    for (const instant of [generadoEn, consentimientos[0]!.fecha]) expect(instant).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[-+]\d\d:\d\d$/);
    await dialog.getByRole('status').getByText('Se descargó el archivo con los datos de BARACK OBAMA.').waitFor();

    // 'Retirar consentimiento': the page's own confirmation names him; accepted, his face goes at once.
    await dialog.getByRole('button', { name: 'Retirar consentimiento' }).click();
    const ask = page.getByRole('dialog', { name: '¿Retirar el consentimiento de BARACK OBAMA?' });
    expect(await ask.innerText()).toContain('el reloj checador dejará de reconocer a BARACK OBAMA');
    await ask.getByRole('button', { name: 'Sí, retirar consentimiento' }).click();
    await dialog
      .getByText('Consentimiento de BARACK OBAMA retirado. Se borró 1 plantilla de rostro: el reloj checador ya no reconocerá a BARACK OBAMA.')
      .waitFor();
    // The dialog's subtitle and its 'Cómo quedó' box (issue 30) both say the face is gone.
    await dialog.locator('.modal__subtitle', { hasText: 'Sin rostro registrado.' }).waitFor();
    await dialog.locator('.privacy-after__line', { hasText: 'Sin rostro registrado.' }).waitFor();
    await consents.getByText('Retirado', { exact: true }).waitFor();
    // …and offers the kiosk's other way in right there: 'Asignar NIP' brings the NIP section with its field focused.
    await dialog.locator('.privacy-after').getByRole('button', { name: 'Asignar NIP' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('section')?.textContent ?? '')).toContain('NIP');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await row.getByRole('button', { name: 'Asignar NIP', includeHidden: true }).waitFor({ state: 'attached' }); // and its own action on the row (behind 'Acciones')
    await expect.poll(() => row.locator('.face-count').innerText()).toBe('0');
    const [stored] = (await (await page.request.get(`${daemon.url}/api/employees`)).json()) as { rostros: number }[];
    expect(stored?.rostros).toBe(0);
    expect(nativeDialogs).toEqual([]); // every question came from the page
    await context.close();
  });
});
