/**
 * Issue 41 in a real browser with an English locale, at a laptop's 1366x768 and a phone's 390x844: the week of turnos
 * (test-support/turnosWeek.ts) in 'Pre-nómina' (each employee's salidas anticipadas and medias jornadas; in the days
 * view each day's turno, its segments and the punches matched to them) and the two new rules in 'Reglas de
 * Asistencia'. Screenshots go to /tmp/screens/turnos-prenomina/ (outside the repository) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTurnosWeek, TURNOS_WEEK } from '../src/test-support/turnosWeek.js';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

const SIZES = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;
const SCREENS = '/tmp/screens/turnos-prenomina';

let daemon: RunningDaemon;
let browser: Browser;
beforeAll(async () => {
  daemon = await startDaemon();
  browser = await launchBrowser();
  mkdirSync(SCREENS, { recursive: true });
  const { call, recordSince } = await adminApi(daemon.url);
  await recordSince('2026-03-02');
  await seedTurnosWeek(call);
});
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
});

const dayRow = (page: Page, day: string) => page.getByRole('dialog').getByRole('row', { name: new RegExp(`^${day}`) });

describe("turnos in 'Pre-nómina' and 'Reglas de Asistencia' in a real browser", () => {
  it.each(SIZES)('at $width x $height under an English browser', async (size) => {
    const tag = `${size.width}x${size.height}`;
    const context = await browser.newContext({ viewport: size, locale: 'en-US', timezoneId: 'America/Mexico_City' });
    const page = await context.newPage();
    await page.goto(`${daemon.url}/admin/prenomina?desde=${TURNOS_WEEK.desde}`);
    await signIn(page);
    await page.goto(`${daemon.url}/admin/prenomina?desde=${TURNOS_WEEK.desde}`);
    await page.getByRole('heading', { level: 2, name: 'lun 9 de mar – dom 15 de mar de 2026' }).waitFor();
    const ana = page.getByRole('row', { name: /ANA LÓPEZ/ });
    const luis = page.getByRole('row', { name: /LUIS MORA/ });
    // Beside the sidebar on the line under the name; on a phone's card under 'Retardos' and 'Faltas'.
    await ana.getByText('1 salida anticipada (1 h 30 min)').filter({ visible: true }).first().waitFor();
    await luis.getByText('1 media jornada').filter({ visible: true }).first().waitFor();
    await page.screenshot({ path: join(SCREENS, `prenomina-${tag}.png`), fullPage: size.width < 900 });

    await ana.getByRole('button', { name: 'ANA LÓPEZ', exact: true }).click();
    await page.getByRole('dialog', { name: 'Días de ANA LÓPEZ' }).waitFor();
    const thursday = dayRow(page, 'jue 12 de mar');
    await thursday.getByText('Salida anticipada: 1 h 30 min').waitFor();
    await expect(thursday.locator('.pn-turno').innerText()).resolves.toMatch(/LVS\s+09:00 a 18:00\s+checó 09:00 y 16:30/);
    await thursday.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS, `dias-ana-${tag}.png`) });
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();

    await luis.getByRole('button', { name: 'LUIS MORA', exact: true }).click();
    const wednesday = dayRow(page, 'mié 11 de mar');
    await wednesday.getByText('Media jornada', { exact: true }).waitFor();
    await expect(wednesday.locator('.pn-turno').innerText()).resolves.toMatch(/10:00 a 15:00\s+checó 10:00 y 15:00\s+17:00 a 20:00\s+sin checadas/);
    await wednesday.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS, `dias-luis-${tag}.png`) });
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar', exact: true }).click();

    await page.goto(`${daemon.url}/admin/reglas`);
    const group = page.getByRole('group', { name: 'Salidas anticipadas y medias jornadas' });
    await group.waitFor();
    await group.getByLabel('Efecto de las salidas anticipadas').selectOption({ label: 'No se pagan los minutos no trabajados' });
    await group.getByText(/La LFT solo permite los descuentos al salario de su art\. 110/).waitFor();
    await group.scrollIntoViewIfNeeded();
    await group.screenshot({ path: join(SCREENS, `reglas-${tag}.png`) });
    // Nothing wider than the screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(size.width);
    await context.close();
  });
});
