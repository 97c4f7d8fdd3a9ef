import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facePath } from '../src/test-support/faces.js';
import { adminApi } from './support/adminApi.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';
import { fakeWebcamFrom } from './support/fakeWebcam.js';

/** Functions, never strings: the page's CSP has no 'unsafe-eval' (see kiosk.test.ts). */
declare const document: {
  querySelector(selector: 'video'): { readyState: number; videoWidth: number } | null;
  querySelectorAll(selector: string): { length: number };
};
declare function getComputedStyle(element: unknown): { transform: string; objectFit: string; fontSize: string; backgroundColor: string };
const cameraPlaying = () => {
  const video = document.querySelector('video');
  return Boolean(video && video.readyState >= 2 && video.videoWidth > 0);
};
const faceFrames = () => document.querySelectorAll('.kiosk-guidance__frames rect').length;

/**
 * A landscape webcam (640x480, as USB webcams are) from a portrait photo: its upper 4:3 part, where the face is. A
 * portrait picture fed as the camera would be cropped top and bottom by the kiosk's full-area preview, unlike a webcam's.
 */
function landscapeWebcamFrom(...faceParts: string[]): string {
  const out = join(mkdtempSync(join(tmpdir(), 'reloj-webcam-')), 'camara.y4m');
  const filter = 'crop=iw:min(ih\\,iw*3/4):0:0,scale=640:480';
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', facePath(...faceParts), '-frames:v', '1', '-pix_fmt', 'yuv420p', '-vf', filter, out]);
  return out;
}

// Issue 16 item 2 in a real browser with the real models: while nobody presses, the kiosk sends small frames of its
// webcam to the daemon's detector and draws what it says over the camera; a refusal takes the screen like a success.
let daemon: RunningDaemon;
let whiteWall: Browser;
let twoPeople: Browser;
let stranger: Browser;

beforeAll(async () => {
  daemon = await startDaemon();
  const api = await adminApi(daemon.url);
  await api.call('POST', '/api/sucursales', { nombre: 'Centro' });
  await api.call('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
  // The stranger's way in: nobody's face is enrolled, but Rosa has a número de empleado and a NIP.
  const { id } = await api.call('POST', '/api/employees', {
    nombre: 'Rosa Elena Ruiz',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 315.5,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '00:00',
    horaSalida: '23:59',
    numeroEmpleado: '0042',
  });
  await api.call('PUT', `/api/employees/${id}/pin`, { pin: '4821' });
  whiteWall = await launchBrowser({ fakeWebcam: fakeWebcamFrom('other', 'white.png') });
  twoPeople = await launchBrowser({ fakeWebcam: fakeWebcamFrom('groups', 'two_people.jpg') });
  stranger = await launchBrowser({ fakeWebcam: landscapeWebcamFrom('people', 'biden', '1.jpg') });
}, 180_000);

afterAll(async () => {
  await whiteWall?.close();
  await twoPeople?.close();
  await stranger?.close();
  await daemon?.stop();
});

/** A new kiosk in `browser`, approved from the admin API, with its camera running. */
async function approvedKiosk(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  await page.goto(`${daemon.url}/kiosk`);
  await page.getByRole('heading', { name: 'Dispositivo Pendiente de Aprobación' }).waitFor();
  const api = await adminApi(daemon.url);
  const pending = (await api.call<{ id: number; status: string }[]>('GET', '/api/devices')).filter((d) => d.status === 'pending');
  expect(pending).toHaveLength(1);
  await api.call('POST', `/api/devices/${pending[0]!.id}/approve`);
  await page.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });
  await page.waitForFunction(cameraPlaying);
  return page;
}

const instruction = (page: Page) => page.locator('.kiosk-guidance__instruction');
const mainButton = (page: Page) => page.getByRole('button', { name: 'Checar Entrada / Salida' });

describe('the kiosk guides the person in front of it', () => {
  it("a white wall: 'Acércate y mira a la cámara', large, over the camera, and the button waits", async () => {
    const kiosk = await approvedKiosk(whiteWall, { width: 1280, height: 800 });
    await instruction(kiosk).getByText('Acércate y mira a la cámara').waitFor({ timeout: 10_000 });
    expect(await mainButton(kiosk).isDisabled()).toBe(true);
    expect(await kiosk.evaluate(faceFrames)).toBe(0);
    const fontPx = await instruction(kiosk).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(fontPx).toBeGreaterThanOrEqual(28);
    // The instruction sits on the camera's picture, at its bottom.
    const camera = (await kiosk.locator('.kiosk-camera').boundingBox())!;
    const band = (await instruction(kiosk).boundingBox())!;
    expect(band.y + band.height).toBeCloseTo(camera.y + camera.height - 2, -1);
    await kiosk.waitForTimeout(1_500); // still nobody: still waiting
    expect(await mainButton(kiosk).isDisabled()).toBe(true);
  });

  it("two people: 'Solo una persona frente a la cámara' with a frame on each face", async () => {
    const kiosk = await approvedKiosk(twoPeople, { width: 1280, height: 800 });
    await instruction(kiosk).getByText('Solo una persona frente a la cámara').waitFor({ timeout: 10_000 });
    expect(await kiosk.evaluate(faceFrames)).toBe(2);
    expect(await mainButton(kiosk).isDisabled()).toBe(true);
    // The frames are mirrored with the preview.
    const [frames, video] = await Promise.all([
      kiosk.locator('.kiosk-guidance__frames').evaluate((el) => getComputedStyle(el).transform),
      kiosk.locator('video').evaluate((el) => getComputedStyle(el).transform),
    ]);
    expect(frames).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(video).toBe(frames);
  });

  it("a stranger: a frame on the face, '¡Listo!', then a refusal that covers the same area as a success", async () => {
    const kiosk = await approvedKiosk(stranger, { width: 800, height: 1280 });
    // Portrait: the landscape camera fills its area (cropped at the sides), no black bands.
    const fill = await kiosk.locator('video').evaluate((el) => getComputedStyle(el).objectFit);
    expect(fill).toBe('cover');
    await instruction(kiosk).getByText('¡Listo! Presiona el botón').waitFor({ timeout: 10_000 });
    expect(await kiosk.evaluate(faceFrames)).toBe(1);
    const face = (await kiosk.locator('.kiosk-guidance__frames rect').boundingBox())!;
    const camera = (await kiosk.locator('.kiosk-camera').boundingBox())!;
    expect(face.x).toBeGreaterThan(camera.x);
    expect(face.x + face.width).toBeLessThan(camera.x + camera.width);
    expect(face.y).toBeGreaterThan(camera.y);
    const buttonBefore = await mainButton(kiosk).boundingBox();

    await mainButton(kiosk).click();
    const failure = kiosk.locator('.kiosk-failure');
    await failure.getByText('Rostro no reconocido. Por favor, inténtalo de nuevo.').waitFor({ timeout: 20_000 });
    await failure.getByText('Pide a tu supervisor que registre tu rostro.').waitFor();
    const failureBox = await failure.boundingBox();
    // A calm colour, not an alarming red: no channel far above the others.
    const [r, g, b] = (await failure.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(r! - Math.min(g!, b!)).toBeLessThan(60);

    // Her way in from the failure screen: the número de empleado; her punch shows the success screen.
    await failure.getByRole('button', { name: 'Usar mi número de empleado' }).click();
    await kiosk.getByRole('heading', { name: 'Escribe tu número de empleado' }).waitFor();
    for (const digit of '0042') await kiosk.getByRole('button', { name: digit, exact: true }).click();
    await kiosk.getByRole('button', { name: 'Continuar' }).click();
    for (const digit of '4821') await kiosk.getByRole('button', { name: digit, exact: true }).click();
    await kiosk.getByRole('button', { name: 'Checar', exact: true }).click();
    const success = kiosk.locator('.kiosk-success');
    await success.getByText('ROSA ELENA RUIZ').waitFor({ timeout: 20_000 });
    expect(failureBox).toEqual(await success.boundingBox());
    expect(failureBox).toEqual({ x: 0, y: 0, width: 800, height: 1280 });

    // Back at the camera: the button where it was.
    await success.getByRole('button', { name: 'Toca la pantalla para continuar' }).click();
    await mainButton(kiosk).waitFor();
    expect(await mainButton(kiosk).boundingBox()).toEqual(buttonBefore);
  });
});
