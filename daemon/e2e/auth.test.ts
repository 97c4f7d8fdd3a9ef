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

describe('the admin session in a real browser', () => {
  it('/admin -> login -> create a puesto -> Cerrar Sesión -> login again; /admin/puestos then redirects to login', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill('no-es-la-contraseña');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Usuario o contraseña incorrectos.').waitFor();

    await signIn(page);
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.getByRole('navigation', { name: 'Menú lateral' }).getByRole('link', { name: 'Puestos y Salarios' }).click(); // the home checklist links there too
    await page.getByLabel('Nombre').first().fill('cajero');
    await page.getByLabel('Salario Diario').first().fill('330');
    await page.getByRole('button', { name: 'Crear Puesto' }).click();
    await page.getByText('Puesto "CAJERO" creado.').waitFor();

    await page.getByRole('link', { name: 'Cerrar Sesión' }).click();
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.goto(`${daemon.url}/admin/puestos`);
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('siguiente')).toBe('/admin/puestos');
    await context.close();
  });
});
