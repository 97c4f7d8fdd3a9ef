import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

// Issue 15 item 6, in a real browser: a gerente of one branch signs in through the login page and the panel shows
// their branch only, with the sidebar of their role.

const GERENTE = { usuario: 'gerente.centro', password: 'contraseña-del-gerente' };
const PUNCH_DAY = '2026-03-10';

let daemon: RunningDaemon;
let browser: Browser;
beforeAll(async () => {
  daemon = await startDaemon();
  browser = await launchBrowser();
  const api = await adminApi(daemon.url);
  const centro = await api.call<{ id: number }>('POST', '/api/sucursales', { nombre: 'Centro' });
  await api.call('POST', '/api/sucursales', { nombre: 'Norte' });
  await api.call('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.04 });
  for (const [nombre, sucursal] of [
    ['ANA CENTRO', 'CENTRO'],
    ['BETO NORTE', 'NORTE'],
  ]) {
    const empleado = await api.call<{ id: number }>('POST', '/api/employees', {
      nombre,
      sucursal,
      puesto: 'CAJERO',
      salario: 315.04,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
    await api.call('POST', '/api/attendance/manual', { empleadoId: empleado.id, hora: `${PUNCH_DAY}T09:02`, motivo: 'Olvidó checar al llegar' });
  }
  await api.call('POST', '/api/usuarios', { ...GERENTE, rol: 'gerente', sucursalIds: [centro.id] });
});
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
});

const sidebarLinks = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' }).getByRole('link').allInnerTexts();

describe('a gerente in a real browser', () => {
  it("signs in, sees only their branch's employees and the sidebar of their role; admin screens are refused calmly", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin/empleados`);
    await signIn(page, GERENTE);
    await page.waitForURL(`${daemon.url}/admin/empleados`);

    await page.getByRole('row', { name: /ANA CENTRO/ }).waitFor();
    expect(await page.getByRole('row', { name: /BETO NORTE/ }).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Empleados' }).getByRole('row').count()).toBe(2); // the header and Ana

    expect(await sidebarLinks(page)).toEqual([
      'Nuevo Empleado',
      'Empleados',
      'Asistencias',
      'Solicitudes',
      'Pre-nómina',
      'Rol de Turnos',
      'Aguinaldo',
      'Cerrar Sesión',
    ]);

    // Asistencias of a day both branches punched: only their branch's punch.
    await page.goto(`${daemon.url}/admin/asistencias?desde=${PUNCH_DAY}&hasta=${PUNCH_DAY}`);
    await page.getByRole('row', { name: /ANA CENTRO/ }).waitFor();
    expect(await page.getByRole('row', { name: /BETO NORTE/ }).count()).toBe(0);
    const sidebar = page.getByRole('complementary');
    for (const name of ['Usuarios', 'Respaldos']) expect(await sidebar.getByRole('link', { name }).count()).toBe(0);
    expect((await sidebar.locator('.sidebar__account').innerText()).split('\n')).toEqual(['gerente.centro', 'Gerente de sucursal']);

    // The address of an administrators' screen, typed: the sidebar stays, the screen says why it is not there.
    await page.goto(`${daemon.url}/admin/usuarios`);
    await page.getByText('Tu cuenta no tiene permiso para ver esta sección.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByRole('link', { name: 'Volver al inicio del panel' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bienvenido al panel de administración' }).waitFor();
    await context.close();
  });

  it("the administrator's 'Usuarios' lists the gerente with their role and branch", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin/usuarios`);
    await signIn(page);
    const row = page.getByRole('row', { name: /gerente\.centro/ });
    await row.waitFor();
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/gerente\.centro Gerente de sucursal CENTRO Activa/);
    expect(await sidebarLinks(page)).toContain('Usuarios');
    await context.close();
  });
});
