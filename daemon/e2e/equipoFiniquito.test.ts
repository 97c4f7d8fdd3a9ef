import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';
import { clickRowAction } from './support/rowAction.js';

// Issue 45 items 8 and 3 under an English browser: the box's name on the home page, typed to confirm 'Restaurar';
// from a baja to its finiquito and back to the employee. E2E_SHOTS=<folder> keeps a screenshot of each screen.

let daemon: RunningDaemon;
let browser: Browser;
beforeAll(async () => {
  // Supervised as systemd does it: a restore from the panel ends the process, and it is started again.
  daemon = await startDaemon({}, { supervised: true });
  browser = await launchBrowser();
  const api = await adminApi(daemon.url);
  await api.call('PUT', '/api/reglas', { nombreEmpresa: 'Panadería La Espiga' });
  await api.call('POST', '/api/sucursales', { nombre: 'Centro' });
  await api.call('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 320 });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
});

async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: join(dir, `${name}-${width}x${height}.png`) });
}

describe("'Este equipo' and 'Restaurar' (issue 45 item 8)", () => {
  it('the administrador names the box on the home page', async () => {
    const { page, context } = await newPage(browser, { width: 1366, height: 768 }, 'en-US');
    await page.goto(`${daemon.url}/admin`);
    await signIn(page);
    const line = page.locator('.equipo-nombre');
    await line.getByText('Panadería La Espiga').waitFor();
    await line.getByRole('button', { name: 'Cambiar nombre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nombre de este equipo' });
    await dialog.getByText('Hasta 60 caracteres. Vacío, se usa «Panadería La Espiga».').waitFor();
    await dialog.getByLabel('Nombre', { exact: true }).fill('Panadería Centro');
    await shot(page, 'equipo-renombrar');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await line.getByText('Panadería Centro', { exact: true }).waitFor();
    expect(await line.innerText()).toMatch(/^Este equipo: Panadería Centro/);
    await context.close();
  });

  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
  ])
    it(`at ${viewport.width}x${viewport.height}: the home page shows the name; 'Restaurar' refuses another and accepts it typed as shown`, async () => {
      const api = await adminApi(daemon.url);
      const backup = await api.call<{ nombre: string }>('POST', '/api/respaldos');
      const { page, context } = await newPage(browser, viewport, 'en-US');
      await page.goto(`${daemon.url}/admin`);
      await signIn(page);
      const line = page.locator('.equipo-nombre');
      await line.getByText('Panadería Centro', { exact: true }).waitFor();
      expect(await line.isVisible()).toBe(true);
      const box = (await line.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width); // nothing cut at the right edge
      await shot(page, 'inicio-equipo');

      await page.goto(`${daemon.url}/admin/respaldos`);
      await page.getByRole('button', { name: `Restaurar ${backup.nombre}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Restaurar respaldo' });
      await dialog.getByText('Panadería Centro (este equipo)').waitFor();
      const field = dialog.getByLabel('Escribe el nombre de este equipo, como aparece en Inicio: «Panadería Centro»');
      const submit = dialog.getByRole('button', { name: 'Restaurar y reiniciar' });
      await field.fill('Panadería Norte');
      await submit.click();
      await dialog.getByText('Ese no es el nombre de este equipo. Escríbelo como aparece en Inicio: «Panadería Centro».').waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      await shot(page, 'restaurar-otro-nombre');

      await field.fill('  panaderia   CENTRO ');
      await submit.click();
      await page.getByRole('dialog', { name: 'Reiniciando…' }).waitFor();
      await page.getByRole('dialog', { name: 'Respaldo restaurado' }).waitFor({ timeout: 60_000 });
      // The name is the machine's: the restored database does not change it.
      expect((await (await adminApi(daemon.url)).call<{ nombre: string }>('GET', '/api/equipo')).nombre).toBe('Panadería Centro');
      await context.close();
    });
});

describe('From a baja to its finiquito and back (issue 45 item 3)', () => {
  it("at 1366x768: 'Dar de baja' → the employee's 'Editar' → 'Ver finiquito' → the finiquito → 'Volver a' the employee", async () => {
    const api = await adminApi(daemon.url);
    await api.call('POST', '/api/employees', {
      nombre: 'Marta Ruiz Ávila',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2025-03-03',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    const { page, context } = await newPage(browser, { width: 1366, height: 768 }, 'en-US');
    await page.goto(`${daemon.url}/admin/empleados`);
    await signIn(page);
    const row = page.getByRole('row', { name: /MARTA RUIZ ÁVILA/ });
    await clickRowAction(row, 'Dar de baja');
    const ask = page.getByRole('dialog', { name: '¿Dar de baja a MARTA RUIZ ÁVILA?' });
    await ask.getByLabel('Motivo', { exact: true }).selectOption({ label: 'Renuncia voluntaria' });
    await ask.getByRole('button', { name: 'Sí, dar de baja' }).click();
    await page.getByText(/^Empleado "MARTA RUIZ ÁVILA" dado de baja\./).waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByLabel('Mostrar bajas').check();
    await clickRowAction(row, 'Editar');
    const edit = page.getByRole('dialog', { name: 'Editar Empleado' });
    const note = edit.locator('.baja-note');
    await note.getByText(/Renuncia voluntaria/).waitFor();
    await shot(page, 'baja-editar');
    await note.getByRole('link', { name: 'Ver finiquito' }).click();

    await page.waitForURL(/\/admin\/empleados\/\d+\/finiquito$/);
    await page.getByRole('heading', { name: 'Finiquito', exact: true }).waitFor();
    await page.getByText('MARTA RUIZ ÁVILA').first().waitFor();
    await shot(page, 'finiquito');
    await page.getByRole('link', { name: 'Volver a MARTA RUIZ ÁVILA' }).click();

    await page.waitForURL((url) => url.pathname === '/admin/empleados');
    await row.waitFor();
    expect(await page.getByLabel('Mostrar bajas').isChecked()).toBe(true);
    expect(await page.getByRole('searchbox').inputValue()).toBe('MARTA RUIZ ÁVILA');
    expect(await row.innerText()).toContain('Renuncia voluntaria');
    await shot(page, 'baja-de-vuelta');
    await context.close();
  });
});
