/**
 * Issue 12's acceptance week in a real browser against the built daemon: an administrator sets the rules in
 * 'Reglas de Asistencia', adds the missing Friday salida and the overtime authorisation from the days of
 * 'Pre-nómina', and reads the week's total, $2,198.17. The daemon's clock cannot be injected into the built
 * daemon, so the week (9 to 15 March 2026, in the past) is reached through the screen's address (?desde=).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWeekToFinish } from '../src/test-support/acceptanceWeek.js';
import { adminApi } from './support/adminApi.js';
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

const banner = (page: Page) => page.locator('.banner');
const dayRow = (page: Page, day: string) => page.getByRole('dialog').getByRole('row', { name: new RegExp(`^${day}`) });

describe("'Pre-nómina' in a real browser: the acceptance week of issue 12", () => {
  it('sets the rules, adds the missing punch and the overtime authorisation, and reads the total $2,198.17', async () => {
    const { call, recordSince } = await adminApi(daemon.url);
    await recordSince('2026-01-05'); // the box has recorded since before the acceptance week
    const empleadoId = await seedWeekToFinish(call);
    const { page, context } = await newPage(browser);

    // 1. The rules of the acceptance week, set in 'Reglas de Asistencia'.
    await page.goto(`${daemon.url}/admin/reglas`);
    await signIn(page);
    await page.getByRole('heading', { name: 'Reglas de Asistencia', level: 1 }).waitFor();
    await page.getByLabel('Tolerancia (minutos)').fill('10');
    await page.getByLabel('Bloque de horas extra (minutos)').fill('30');
    await page.getByLabel('Las horas extra requieren autorización').check();
    await page.getByRole('radio', { name: /Proporcional/ }).check();
    await page.getByLabel('Periodo', { exact: true }).selectOption('semanal');
    await page.getByLabel('Inicio de semana').selectOption({ label: 'Lunes' });
    await page.getByRole('button', { name: 'Guardar reglas' }).click();
    await expect(banner(page).textContent()).resolves.toBe('Reglas de asistencia guardadas.');
    expect(await call('GET', '/api/reglas')).toMatchObject({
      toleranciaMinutos: 10,
      bloqueHorasExtraMinutos: 30,
      horasExtraRequierenAutorizacion: true,
      septimoDia: 'proporcional',
      periodo: 'semanal',
      inicioSemana: 1,
    });

    // 2. 'Pre-nómina' from the sidebar, then the week of 9 March (a day in the address opens its pay period).
    await page.getByRole('navigation', { name: 'Menú lateral' }).getByRole('link', { name: 'Pre-nómina', exact: true }).click();
    await page.getByText('Semana actual').waitFor();
    await page.goto(`${daemon.url}/admin/prenomina?desde=2026-03-11`);
    await page.getByRole('heading', { level: 2, name: 'lun 9 de mar – dom 15 de mar de 2026' }).waitFor();
    const anaRow = page.getByRole('row', { name: /ANA LÓPEZ/ });
    // isVisible() does not wait: the table may still be loading under its heading.
    await anaRow.getByText('Falta checada de salida').waitFor();

    // 3. The missing Friday salida, from her days.
    await anaRow.getByRole('button', { name: 'ANA LÓPEZ', exact: true }).click();
    const days = page.getByRole('dialog', { name: 'Días de ANA LÓPEZ' });
    await days.waitFor();
    await dayRow(page, 'vie 13 de mar').getByText('Falta checada de salida', { exact: true }).waitFor();
    await dayRow(page, 'vie 13 de mar').getByRole('button', { name: 'Agregar checada' }).click();
    const punch = page.getByRole('dialog', { name: 'Agregar checada' });
    // Her schedule's salida, proposed as dd/mm/aaaa and HH:MM; the time typed as digits.
    await expect(punch.getByLabel('Fecha', { exact: true }).inputValue()).resolves.toBe('13/03/2026');
    await expect(punch.getByLabel('Hora', { exact: true }).inputValue()).resolves.toBe('18:00');
    await punch.getByLabel('Hora', { exact: true }).fill('');
    await punch.getByLabel('Hora', { exact: true }).pressSequentially('2000');
    await punch.getByLabel('Motivo').fill('Se quedó a inventario y olvidó checar la salida');
    await punch.getByRole('button', { name: 'Guardar checada' }).click();
    await days.waitFor();
    await page.getByText('Checada manual agregada: viernes, 13 de marzo de 2026 a las 20:00.').waitFor();
    await dayRow(page, 'vie 13 de mar').getByText('2 h sin autorizar').waitFor();

    // 4. The two hours of overtime, authorised.
    await dayRow(page, 'vie 13 de mar').getByRole('button', { name: 'Agregar incidencia' }).click();
    const incidencia = page.getByRole('dialog', { name: 'Agregar incidencia' });
    await expect(incidencia.getByLabel('Tipo').inputValue()).resolves.toBe('horas_extra');
    await expect(incidencia.getByLabel('Horas autorizadas').inputValue()).resolves.toBe('2');
    await incidencia.getByLabel('Nota (opcional)').fill('Inventario');
    await incidencia.getByRole('button', { name: 'Guardar incidencia' }).click();
    await page.getByText('Incidencia "Horas extra autorizadas" agregada el vie 13 de mar.').waitFor();
    await dayRow(page, 'vie 13 de mar').getByText('Horas extra autorizadas (2 h)').waitFor();
    await days.getByRole('button', { name: 'Cerrar', exact: true }).click();

    // 5. The week's figures: 5 days, 1 falta, 1 retardo, 2 h dobles, total $2,198.17.
    const total = anaRow.locator('.pn-col-total');
    await expect.poll(() => total.textContent()).toContain('$2,198.17');
    const text = (await anaRow.textContent()) ?? '';
    for (const figure of ['$1,577.50', '$262.92', '$157.75', '$200.00', '2 h dobles']) expect(text).toContain(figure);
    await expect(page.getByRole('row', { name: /^Total/ }).textContent()).resolves.toContain('$2,198.17');

    // What landed in the daemon: the manual punch with its reason, the incidencia, and the same figures.
    const punches = await call<{ manual: boolean; motivo: string | null }[]>('GET', `/api/attendance?desde=2026-03-13&hasta=2026-03-13&empleado=${empleadoId}`);
    expect(punches.some((p) => p.manual && p.motivo === 'Se quedó a inventario y olvidó checar la salida')).toBe(true);
    expect(await call('GET', '/api/incidencias?desde=2026-03-09&hasta=2026-03-15')).toMatchObject([{ tipo: 'horas_extra', horas: 2, fecha: '2026-03-13' }]);
    const prenomina = await call('GET', '/api/prenomina?desde=2026-03-09&hasta=2026-03-15');
    expect(prenomina.empleados[0]).toMatchObject({ diasTrabajados: 5, faltas: 1, retardos: 1, horasExtraDobles: 2, horasExtra: 157.75, total: 2198.17 });

    // 6. The previous period is one button away, and back.
    await page.getByRole('button', { name: 'Periodo anterior' }).click();
    await page.getByRole('heading', { level: 2, name: 'lun 2 de mar – dom 8 de mar de 2026' }).waitFor();
    await page.getByRole('button', { name: 'Periodo siguiente' }).click();
    await page.getByRole('heading', { level: 2, name: 'lun 9 de mar – dom 15 de mar de 2026' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /ANA LÓPEZ/ })
          .locator('.pn-col-total')
          .textContent(),
      )
      .toContain('$2,198.17');
    await context.close();
  });
});
