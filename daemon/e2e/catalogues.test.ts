import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

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

describe('Puestos in a real browser against the running daemon', () => {
  it('creates a position, shows it, and still shows it after a reload and a daemon restart', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin/puestos`);
    await signIn(page);
    expect(new URL(page.url()).pathname).toBe('/admin/puestos');
    await page.getByRole('heading', { name: 'Puestos y Salarios', level: 1 }).waitFor();

    await page.getByLabel('Nombre').first().pressSequentially('gerente de sucursal');
    expect(await page.getByLabel('Nombre').first().inputValue()).toBe('GERENTE DE SUCURSAL'); // uppercased as typed
    await page.getByLabel('Salario Diario').first().fill('450.5');
    await page.getByRole('button', { name: 'Crear Puesto' }).click();

    await page.getByText('Puesto "GERENTE DE SUCURSAL" creado.').waitFor();
    const row = page.getByRole('row', { name: /GERENTE DE SUCURSAL/ });
    await expect(row.textContent()).resolves.toContain('$450.50');

    await page.reload();
    await page.getByRole('row', { name: /GERENTE DE SUCURSAL/ }).waitFor();

    await daemon.restart();
    await page.reload();
    await page.getByRole('row', { name: /GERENTE DE SUCURSAL/ }).waitFor();
    await expect(page.getByRole('row', { name: /GERENTE DE SUCURSAL/ }).textContent()).resolves.toContain('$450.50');
    await context.close();
  });
});
