/**
 * The kiosk's two big buttons in a real browser, at the box's and a phone's sizes, with the page's own fonts and
 * with DejaVu Sans alone (what Chromium falls back to on a box without Liberation Sans, as the first image did):
 * when a label wraps, it wraps before 'Entrada / Salida' and 'número de empleado', never inside them, and never
 * spills out of its button. The smoke test of the image showed 'Checar Entrada /' over 'Salida'.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';
import { fakeWebcamFrom } from './support/fakeWebcam.js';
import { expectFont, FONTS, useFont } from './support/fonts.js';

const SIZES = [
  { width: 390, height: 844 },
  { width: 800, height: 1280 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
] as const;
const LABELS = [
  { button: 'Checar Entrada / Salida', together: 'Entrada / Salida' },
  { button: 'Checar con número de empleado', together: 'número de empleado' },
] as const;

let daemon: RunningDaemon;
let camera: Browser;
beforeAll(async () => {
  daemon = await startDaemon({ RELOJ_KIOSK_LOCAL_APPROVAL: 'auto' });
  camera = await launchBrowser({ fakeWebcam: fakeWebcamFrom('people', 'biden', '1.jpg') });
}, 120_000);
afterAll(async () => {
  await camera?.close();
  await daemon?.stop();
});

type Layout = { lines: number; spills: boolean };

/** How many lines the phrase takes (a Range over the button's text, whatever elements hold it), and whether the
 * button's text is wider or taller than the button. */
const layoutOf = (page: Page, button: string, together: string): Promise<Layout> =>
  page.getByRole('button', { name: button }).evaluate((el, phrase) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes: { node: Text; start: number }[] = [];
    let text = '';
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      nodes.push({ node: n as Text, start: text.length });
      text += n.textContent ?? '';
    }
    const from = text.indexOf(phrase);
    const at = (offset: number) => {
      const hit = nodes.filter((n) => n.start <= offset).at(-1)!;
      return [hit.node, offset - hit.start] as const;
    };
    const range = document.createRange();
    range.setStart(...at(from));
    range.setEnd(...at(from + phrase.length - 1));
    range.setEnd(range.endContainer, range.endOffset + 1);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return { lines: from < 0 ? 0 : tops.size, spills: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight };
  }, together);

describe("the kiosk's big buttons", () => {
  for (const font of FONTS)
    it.each(SIZES)(`keep their phrases whole with the fonts ${font}, at $width x $height`, async (size) => {
      const { context, page } = await newPage(camera, size);
      await useFont(page, font);
      // The box's own screen, as its launcher opens it: approved by itself, straight to the camera.
      await page.goto(`${daemon.url.replace('127.0.0.1', 'localhost')}/kiosk#dispositivo=${'5a'.repeat(32)}`);
      await page.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });
      await expectFont(page, font);
      for (const { button, together } of LABELS) {
        await page.getByRole('button', { name: button }).waitFor();
        expect({ button, ...(await layoutOf(page, button, together)) }).toEqual({ button, lines: 1, spills: false });
      }
      await context.close();
    });
});

describe("the kiosk's header on a phone (issue 45)", () => {
  it.each(FONTS)("shows the kiosk's name and its whole 'Sucursal …' beside the clock at 390x844 in English, fonts %s", async (font) => {
    const api = await adminApi(daemon.url);
    const branch = FONTS.indexOf(font) === 0 ? 'CENTRO HISTÓRICO NORTE' : 'CENTRO HISTÓRICO PONIENTE'; // a branch per case
    const sucursal = await api.call<{ id: number }>('POST', '/api/sucursales', { nombre: branch });
    const { context, page } = await newPage(camera, { width: 390, height: 844 }, 'en-US');
    await useFont(page, font);
    const address = `${daemon.url.replace('127.0.0.1', 'localhost')}/kiosk#dispositivo=${'5a'.repeat(32)}`;
    await page.goto(address);
    await page.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });
    const devices = await api.call<{ id: number; status: string }[]>('GET', '/api/devices');
    const device = devices.find((d) => d.status === 'approved')!;
    await api.call('PUT', `/api/devices/${device.id}`, { nombre: 'Entrada de empleados', sucursalId: sucursal.id });
    await page.reload();
    await page.getByText(`Sucursal ${branch}`).waitFor({ timeout: 20_000 });
    await expectFont(page, font);

    // Each line's text, whether it is wider than it shows (an ellipsis cuts it), and where it ends.
    const lines = await page.locator('.kiosk-bar__name, .kiosk-bar__branch').evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        return { text: el.textContent ?? '', cut: el.scrollWidth > el.clientWidth, right: box.right, bottom: box.bottom };
      }),
    );
    const clock = await page.locator('.kiosk-clock').boundingBox();
    expect(lines.map(({ text, cut }) => ({ text, cut }))).toEqual([
      { text: 'Entrada de empleados', cut: false },
      { text: `Sucursal ${branch}`, cut: false },
    ]);
    for (const line of lines) expect(line.right).toBeLessThanOrEqual(clock!.x); // never under the clock
    expect(lines[1]!.bottom).toBeGreaterThan(lines[0]!.bottom); // the branch on a line of its own, under the name
    await context.close();
  });
});

describe('a punch pressed twice at the kiosk (issue 45 item 6)', () => {
  it('says the welcome once, then only that the punch was already stored, at 800x1280 in English', async () => {
    const api = await adminApi(daemon.url);
    await api.call('POST', '/api/sucursales', { nombre: 'Repetida' });
    await api.call('POST', '/api/puestos', { nombre: 'Panadero', salarioDiario: 330.5 });
    const id = await api.hireAllDay('Tomás Ibáñez Peña', { sucursal: 'REPETIDA', puesto: 'PANADERO', salario: 330.5, numeroEmpleado: '0077' });
    await api.call('PUT', `/api/employees/${id}/pin`, { pin: '5907' });
    const { context, page } = await newPage(camera, { width: 800, height: 1280 }, 'en-US');
    await page.goto(`${daemon.url.replace('127.0.0.1', 'localhost')}/kiosk#dispositivo=${'5a'.repeat(32)}`);
    await page.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });

    const punchWithNip = async () => {
      await page.getByRole('button', { name: 'Checar con número de empleado' }).click();
      for (const digit of '0077') await page.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: 'Continuar' }).click();
      await page.getByRole('heading', { name: 'Escribe tu NIP' }).waitFor();
      for (const digit of '5907') await page.getByRole('button', { name: digit, exact: true }).click();
      await page.getByRole('button', { name: 'Checar', exact: true }).click();
    };
    const repeatSentence = 'Esta checada ya estaba registrada; no se guardó otra.';
    await punchWithNip();
    await page.getByText(`Bienvenido! Registro exitoso para empleado ID: ${id}`).waitFor({ timeout: 20_000 });
    await expect(page.locator('body').innerText()).resolves.not.toContain(repeatSentence);
    await page.getByRole('button', { name: 'Toca la pantalla para continuar' }).click();

    await punchWithNip(); // seconds later, within the duplicate window
    await page.getByText(repeatSentence).waitFor({ timeout: 20_000 });
    const screen = await page.locator('body').innerText();
    expect(screen).not.toContain('Registro exitoso'); // one message, not SPEC.md's welcome beside it
    expect(screen).toContain('TOMÁS IBÁÑEZ PEÑA');
    const punches = await api.call<{ employeeId: number }[]>('GET', '/api/attendance');
    expect(punches.filter((p) => p.employeeId === id)).toHaveLength(1);
    await context.close();
  });
});
