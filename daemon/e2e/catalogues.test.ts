import { readdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

let daemon: RunningDaemon;
let browser: Browser;
beforeAll(async () => {
  // Supervised as systemd does it: a restore from the panel ends the process, and it is started again.
  daemon = await startDaemon({}, { supervised: true });
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

describe("'Respaldos' → 'Restaurar' in a real browser (issue 30 item 12)", () => {
  it('checks a backup, asks for the name of this box as the home page shows it, restarts on it: what was added after the backup is gone, the old database kept aside', async () => {
    const api = await adminApi(daemon.url);
    const backup = await api.call<{ nombre: string }>('POST', '/api/respaldos');
    await api.call('POST', '/api/puestos', { nombre: 'Después del respaldo', salarioDiario: 400 });

    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin/respaldos`);
    await signIn(page);
    await page.getByRole('button', { name: `Restaurar ${backup.nombre}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Restaurar respaldo' });
    await dialog.getByText('(este equipo)').waitFor();
    const submit = dialog.getByRole('button', { name: 'Restaurar y reiniciar' });
    expect(await submit.isDisabled()).toBe(true);
    // Issue 45 item 8: the name of 'Este equipo' on the home page, never a hex code.
    const confirm = dialog.getByLabel(/^Escribe el nombre de este equipo, como aparece en Inicio: «.+»$/);
    const boxName = /«(.+)»/.exec((await dialog.locator('label', { hasText: 'Escribe el nombre' }).innerText()) ?? '')![1]!;
    expect(boxName).not.toMatch(/^[0-9a-f]{8}$/);
    await confirm.fill('otra');
    await submit.click();
    await dialog.getByText(`Ese no es el nombre de este equipo. Escríbelo como aparece en Inicio: «${boxName}».`).waitFor();
    await confirm.fill(boxName.toLowerCase());
    await submit.click();
    await page.getByRole('dialog', { name: 'Reiniciando…' }).waitFor();
    await page.getByRole('dialog', { name: 'Respaldo restaurado' }).waitFor({ timeout: 60_000 });

    const after = await adminApi(daemon.url);
    const puestos = await after.call<{ nombre: string }[]>('GET', '/api/puestos');
    expect(puestos.map((p) => p.nombre)).not.toContain('DESPUÉS DEL RESPALDO');
    expect(readdirSync(daemon.dataDir).filter((f) => f.startsWith('anterior-'))).toHaveLength(1);
    await context.close();
  });
});
