/**
 * Issue 12's acceptance week in a real browser against the built daemon: an administrator sets the rules in
 * 'Reglas de Asistencia', adds the missing Friday salida and the overtime authorisation from the days of
 * 'Pre-nómina', and reads the week's total, $2,198.17. The daemon's clock cannot be injected into the built
 * daemon, so the week (9 to 15 March 2026, in the past) is reached through the screen's address (?desde=).
 *
 * Issue 45 items 1, 5 and 7 with the same daemon, under an English browser, on the next week (16 to 22 March) of LUIS
 * MORA on a split shift: the overtime dialog proposes a figure it accepts, his days fit a laptop's dialog and are cards
 * on a tablet and a phone, and each version's workbook is named with it and shows in 'Versiones' once downloaded.
 * Screenshots go to /tmp/screens/prenomina-45/ (outside the repository) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedWeekToFinish, type ApiCall } from '../src/test-support/acceptanceWeek.js';
import { PARTIDO } from '../src/test-support/turnosWeek.js';
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

const SCREENS = '/tmp/screens/prenomina-45';
const NEXT_WEEK = { desde: '2026-03-16', hasta: '2026-03-22' } as const;
const LUIS = 'LUIS ALBERTO MORA HERNÁNDEZ';

/**
 * LUIS MORA on 'PAR' (10:00-15:00 and 17:00-20:00, Monday off) the week of 16 March, with the acceptance rules
 * (overtime needs authorisation): Tuesday 12 min past 20:00, Wednesday without its salida, Thursday and Friday leaving
 * early, a permiso on Saturday. The days that made the dialog 1,189 px wide in a 1,130 px area.
 */
async function seedSplitShiftWeek(call: ApiCall): Promise<number> {
  await call('PUT', '/api/reglas', {
    toleranciaMinutos: 10,
    bloqueHorasExtraMinutos: 30,
    horasExtraRequierenAutorizacion: true,
    septimoDia: 'proporcional',
    periodo: 'semanal',
    inicioSemana: 1,
  });
  await call('POST', '/api/sucursales', { nombre: 'NORTE' });
  await call('POST', '/api/puestos', { nombre: 'PANADERO', salarioDiario: 315.5 });
  const luis = await call<{ id: number }>('POST', '/api/employees', {
    nombre: LUIS,
    numeroEmpleado: 'P-7',
    sucursal: 'NORTE',
    puesto: 'PANADERO',
    salario: 315.5,
    bono: 0,
    fechaIngreso: '2026-03-02',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: 60,
    diasDescanso: [0],
  });
  const par = await call<{ id: number }>('POST', '/api/turnos', PARTIDO);
  await call('POST', '/api/asignaciones', { empleadoIds: [luis.id], turnoId: par.id, vigenteDesde: NEXT_WEEK.desde });
  const horas = ['17T10:00', '17T15:00', '17T17:00', '17T20:12', '18T10:00', '19T10:00', '19T13:30', '20T10:05', '20T15:00', '20T17:00', '20T19:00'];
  for (const hora of horas)
    await call('POST', '/api/attendance/manual', { empleadoId: luis.id, hora: `2026-03-${hora}`, motivo: 'Checada de la semana de prueba' });
  await call('POST', '/api/incidencias', { empleadoId: luis.id, fecha: '2026-03-21', tipo: 'permiso_con_goce', nota: 'Trámite en el IMSS' });
  return luis.id;
}

/** The days table's fit in its dialog: how much wider than its area it is, and which buttons cut their words. */
const daysFit = (page: Page) =>
  page.evaluate(() => {
    const scroll = document.querySelector('.pn-days__scroll') as HTMLElement;
    const right = scroll.getBoundingClientRect().right;
    const buttons = [...scroll.querySelectorAll<HTMLElement>('.pn-day__buttons button')];
    const head = [...scroll.querySelectorAll<HTMLElement>('thead th')].at(-1)!;
    return {
      overflow: scroll.scrollWidth - scroll.clientWidth,
      cutButtons: buttons.filter((b) => b.scrollWidth > b.clientWidth || b.getBoundingClientRect().right > right + 0.5).map((b) => b.textContent),
      lastHead: { text: head.textContent, visible: getComputedStyle(head).display !== 'none' && head.getBoundingClientRect().right <= right + 0.5 },
      rowDisplay: getComputedStyle(scroll.querySelector('tbody tr')!).display,
      page: document.documentElement.scrollWidth,
    };
  });

describe("Issue 45 in 'Pre-nómina' under an English browser: the overtime suggestion, the days at every size, the versions' files", () => {
  let empleadoId: number;
  let call: ApiCall;
  beforeAll(async () => {
    mkdirSync(SCREENS, { recursive: true });
    const api = await adminApi(daemon.url);
    call = api.call;
    await api.recordSince('2026-01-05');
    empleadoId = await seedSplitShiftWeek(call);
  });

  async function openDays(size: { width: number; height: number }) {
    const { page, context } = await newPage(browser, size, 'en-US');
    await page.goto(`${daemon.url}/admin/prenomina?desde=${NEXT_WEEK.desde}`);
    await signIn(page);
    await page.goto(`${daemon.url}/admin/prenomina?desde=${NEXT_WEEK.desde}`);
    await page.getByRole('heading', { level: 2, name: 'lun 16 de mar – dom 22 de mar de 2026' }).waitFor();
    await page.getByRole('button', { name: LUIS, exact: true }).filter({ visible: true }).first().click();
    const days = page.getByRole('dialog', { name: `Días de ${LUIS}` });
    await dayRow(page, 'sáb 21 de mar').getByText('Permiso con goce de sueldo · por admin').waitFor();
    return { page, context, days };
  }

  it.each([
    { width: 800, height: 1280 },
    { width: 390, height: 844 },
  ])('item 5: at $width x $height his days are cards, nothing cut and nothing wider than the screen', async (size) => {
    const { page, context } = await openDays(size);
    const fit = await daysFit(page);
    expect(fit).toMatchObject({ overflow: 0, cutButtons: [], rowDisplay: 'grid' });
    expect(fit.page).toBeLessThanOrEqual(size.width);
    await dayRow(page, 'mar 17 de mar').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS, `dias-${size.width}x${size.height}.png`) });
    // The overtime dialog at this size (item 1), left without saving: the 1366 test saves it.
    await dayRow(page, 'mar 17 de mar').getByRole('button', { name: 'Agregar incidencia' }).click();
    const incidencia = page.getByRole('dialog', { name: 'Agregar incidencia' });
    await expect(incidencia.getByLabel('Horas autorizadas').inputValue()).resolves.toBe('0.25');
    await page.screenshot({ path: join(SCREENS, `incidencia-${size.width}x${size.height}.png`) });
    await incidencia.getByRole('button', { name: 'Cancelar' }).click();
    await context.close();
  });

  it('at 1366 x 768: the days fit the dialog (items 5), the overtime suggestion is accepted (item 1), each version downloads under its own name and shows at once (item 7)', async () => {
    const { page, context, days } = await openDays({ width: 1366, height: 768 });

    // Item 5: a table as wide as its area, '+ Incidencia' whole, 'Acciones' in view.
    const fit = await daysFit(page);
    expect(fit).toMatchObject({ overflow: 0, cutButtons: [], lastHead: { text: 'Acciones', visible: true }, rowDisplay: 'table-row' });
    await dayRow(page, 'mié 18 de mar').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENS, 'dias-1366x768.png') });

    // Item 1: Tuesday's 12 min past 20:00 are proposed as 0.25 h, with the rule beside the field, and saved as such.
    const tuesday = dayRow(page, 'mar 17 de mar');
    await tuesday.getByText('12 min sin autorizar').waitFor();
    await tuesday.getByRole('button', { name: 'Agregar incidencia' }).click();
    const incidencia = page.getByRole('dialog', { name: 'Agregar incidencia' });
    const horas = incidencia.getByLabel('Horas autorizadas');
    await expect(horas.inputValue()).resolves.toBe('0.25');
    const hint = await horas.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`).textContent());
    expect(hint?.replace(/\u00a0/g, ' ')).toBe(
      'En cuartos de hora (0.25 = 15 min, 0.5 = 30 min). Ese día tiene 12 min extra sin autorizar: se propone el cuarto de hora que los cubre; se paga solo lo trabajado.',
    );
    await incidencia.screenshot({ path: join(SCREENS, 'incidencia-1366x768.png') });
    await incidencia.getByRole('button', { name: 'Guardar incidencia' }).click();
    await page.getByText('Incidencia "Horas extra autorizadas" agregada el mar 17 de mar.').waitFor();
    await expect(page.getByText(/Las horas se autorizan en cuartos de hora/).count()).resolves.toBe(0);
    await expect.poll(() => tuesday.getByText(/sin autorizar/).count()).toBe(0);
    const stored = await call<{ tipo: string; horas: number | null }[]>('GET', `/api/incidencias?desde=2026-03-17&hasta=2026-03-17&empleado=${empleadoId}`);
    expect(stored).toMatchObject([{ tipo: 'horas_extra', horas: 0.25 }]);
    await days.getByRole('button', { name: 'Cerrar', exact: true }).click();

    // Item 7: version 1, downloaded: its name says v1 and 'Versiones' lists the download without a reload.
    const periodo = await call<{ id: number }>('POST', '/api/periodos', NEXT_WEEK);
    await call('POST', `/api/periodos/${periodo.id}/cerrar`, {});
    const versions = page.locator('.pn-versions__item');
    const downloadExcel = async () => {
      const saved = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Descargar Excel' }).click();
      return (await saved).suggestedFilename();
    };
    await page.reload();
    await expect(versions.nth(0).textContent()).resolves.toMatch(/Descargas: Sin descargas$/);
    await expect(downloadExcel()).resolves.toBe('prenomina-2026-03-16-al-2026-03-22-v1.xlsx');
    await expect.poll(() => versions.nth(0).textContent()).toMatch(/Descargas: Libro de Excel \(admin, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/);

    // Reopened and closed again: version 2's workbook under its own name, listed at once under 'Versión 2'.
    await call('POST', `/api/periodos/${periodo.id}/reabrir`, { motivo: 'Faltó la checada del miércoles' });
    await call('POST', `/api/periodos/${periodo.id}/cerrar`, {});
    await page.reload();
    await expect(versions.nth(1).textContent()).resolves.toMatch(/^Versión 2 · .*Descargas: Sin descargas$/);
    await expect(downloadExcel()).resolves.toBe('prenomina-2026-03-16-al-2026-03-22-v2.xlsx');
    await expect.poll(() => versions.nth(1).textContent()).toMatch(/Descargas: Libro de Excel \(admin, \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)$/);
    await versions.nth(1).scrollIntoViewIfNeeded();
    await page.locator('.pn-versions').screenshot({ path: join(SCREENS, 'versiones-1366x768.png') });
    await context.close();
  });
});
