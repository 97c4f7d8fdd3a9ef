/**
 * Issue 45 item 4 in a real browser under an English locale, against the built daemon and its real models: a screen
 * showing an enrolled employee is held up to the kiosk (sent as the kiosk sends a burst), the kiosk refuses it, and
 * the owner finds it in 'Asistencias' → 'Intentos de suplantación' with the kiosk, the time, whom it resembled, the
 * verdict and the camera's frame, which opens larger.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDataUrl } from '../src/test-support/faces.js';
import { readSpoof } from '../src/test-support/spoofs.js';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

/** Evaluated in the page (a function, never a string: the page's CSP has no 'unsafe-eval'). */
declare const document: { documentElement: { scrollWidth: number; clientWidth: number } };
const SCREENS = '/tmp/screens/suplantacion-45';
const FINGERPRINT = 'kiosko-suplantacion-e2e';
const spoof = (file: string) => toDataUrl(readSpoof(file), file);

let daemon: RunningDaemon;
let browser: Browser;

beforeAll(async () => {
  daemon = await startDaemon({ TZ: 'America/Mexico_City' }); // RELOJ_LIVENESS defaults to block
  browser = await launchBrowser();
  const api = await adminApi(daemon.url);
  const centro = await api.call<{ id: number }>('POST', '/api/sucursales', { nombre: 'Centro' });
  await api.call('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
  const id = await api.hireAllDay('Cliente Vietmoney', { numeroEmpleado: '17', sucursal: 'CENTRO', puesto: 'CAJERO' });
  await api.publishNotice();
  await api.consentAndRegister(id, 'Cliente Vietmoney', { image: spoof('vietmoney-6-live-camera.png') });
  // The kiosk at the entrance, approved with its name and branch.
  await fetch(`${daemon.url}/api/devices/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fingerprint: FINGERPRINT }),
  });
  const [pending] = (await api.call<{ id: number; status: string }[]>('GET', '/api/devices')).filter((d) => d.status === 'pending');
  await api.call('POST', `/api/devices/${pending!.id}/approve`, { nombre: 'Entrada Centro', sucursalId: centro.id });
  // The same man shown on a phone's screen, four frames as the kiosk's burst.
  const refused = await fetch(`${daemon.url}/api/attendance/check-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Device-Fingerprint': FINGERPRINT },
    body: JSON.stringify({ images: Array.from({ length: 4 }, () => spoof('vietmoney-3-spoof-screen.jpg')) }),
  });
  expect(refused.status).toBe(422);
  expect(((await refused.json()) as { code: string }).code).toBe('spoof_suspected');
  mkdirSync(SCREENS, { recursive: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
});

const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(
      (img) => (img as unknown as { complete: boolean; naturalWidth: number }).complete && (img as unknown as { naturalWidth: number }).naturalWidth > 0,
    );

describe("'Intentos de suplantación' in 'Asistencias'", () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 390, height: 844 },
    { width: 800, height: 1280 },
  ]) {
    it(`lists the refused attempt with its frame, which opens larger, at ${viewport.width}x${viewport.height}`, async () => {
      const { page, context } = await newPage(browser, viewport, 'en-US');
      try {
        await page.goto(`${daemon.url}/admin/asistencias#intentos-suplantacion`);
        await signIn(page);
        const section = page.getByRole('region', { name: 'Intentos de suplantación' });
        await section.getByText('CLIENTE VIETMONEY (n.º 17)').waitFor({ timeout: 20_000 });
        await expect(section.getByText('Foto impresa o pantalla').isVisible()).resolves.toBe(true);
        await expect(section.getByText('Entrada Centro').isVisible()).resolves.toBe(true);
        // dd/mm/aaaa HH:MM whatever the browser's language.
        await expect(section.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).isVisible()).resolves.toBe(true);
        const thumb = section.getByRole('button', { name: /^Ver la foto del intento en Entrada Centro/ });
        await expect.poll(() => loaded(page, '.spoof-thumb img')).toBe(true);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
        await section.scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SCREENS, `lista-${viewport.width}x${viewport.height}.png`) });

        await thumb.click();
        const dialog = page.getByRole('dialog', { name: 'Intento de suplantación' });
        await dialog.getByText('Se parecía a: CLIENTE VIETMONEY (n.º 17)').waitFor();
        await expect.poll(() => loaded(page, '.spoof-photo__image')).toBe(true);
        const box = await dialog.locator('.spoof-photo__image').boundingBox();
        expect(box!.width).toBeGreaterThan(200);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        await page.screenshot({ path: join(SCREENS, `foto-${viewport.width}x${viewport.height}.png`) });
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
