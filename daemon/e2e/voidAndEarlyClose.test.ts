/**
 * Issue 29 in a real browser against the built daemon: an administrator voids an accidental punch from 'Asistencias'
 * (the reason asked in the page's own dialog, the row struck through) and closes the week early through the
 * confirmation that names the days still to come. The built daemon runs on the real clock, so the punches are placed
 * a few minutes before now, in the box's time zone.
 */
import { wallClock } from '@reloj/contract/dates';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';

const TZ = 'America/Mexico_City';
let daemon: RunningDaemon;
let browser: Browser;
beforeAll(async () => {
  daemon = await startDaemon({ TZ });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await daemon?.stop();
});

/** 'YYYY-MM-DDTHH:MM' in the box's time zone, `minutes` before now. */
const localMinutesAgo = (minutes: number) => {
  const { date, hour, minute } = wallClock(new Date(Date.now() - minutes * 60_000), TZ);
  return `${date}T${hour}:${minute}`;
};

describe('voiding a punch and closing a week early, in a real browser', () => {
  it("voids the accidental salida with a reason, then closes the week before it ends after the page's question", async () => {
    const { call } = await adminApi(daemon.url);
    await call('POST', '/api/sucursales', { nombre: 'CENTRO' });
    await call('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 315.5 });
    const ana = await call<{ id: number }>('POST', '/api/employees', {
      nombre: 'Ana López',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '00:00',
      horaSalida: '23:59',
    });
    const [entrada, salida] = [localMinutesAgo(6), localMinutesAgo(3)];
    const day = entrada.slice(0, 10);
    await call('POST', '/api/attendance/manual', { empleadoId: ana.id, hora: entrada, motivo: 'Llegó sin su gafete' });
    const accidental = await call<{ id: number }>('POST', '/api/attendance/manual', { empleadoId: ana.id, hora: salida, motivo: 'Checada de prueba' });

    const { page, context } = await newPage(browser);
    await page.goto(`${daemon.url}/admin/asistencias?desde=${day}&hasta=${day}`);
    await signIn(page);
    const salidaRow = page.getByRole('row', { name: new RegExp(`${salida.slice(11)}.*ANA LÓPEZ`) });
    await salidaRow.getByRole('button', { name: 'Anular' }).click();
    const modal = page.getByRole('dialog', { name: 'Anular checada' });
    await modal.getByRole('button', { name: 'Anular checada' }).click();
    await modal.getByText(/^Escribe el motivo de la anulación/).waitFor(); // required: nothing sent yet
    expect((await call<{ anulada: unknown }[]>('GET', `/api/attendance?desde=${day}&hasta=${day}`)).map((p) => p.anulada)).toEqual([null, null]);
    await modal.getByLabel('Motivo de la anulación').fill('Checó dos veces por error');
    await modal.getByRole('button', { name: 'Anular checada' }).click();
    await page.getByText(/Anulada: Checó dos veces por error \(admin, /).waitFor();
    const listed = await call<{ id: number; anulada: { motivo: string; usuario: string } | null }[]>('GET', `/api/attendance?desde=${day}&hasta=${day}`);
    expect(listed.find((p) => p.id === accidental.id)?.anulada).toMatchObject({ motivo: 'Checó dos veces por error', usuario: 'admin' });

    await page.goto(`${daemon.url}/admin/prenomina?desde=${day}`);
    await page.getByRole('button', { name: 'Cerrar periodo' }).click();
    const ask = page.getByRole('dialog', { name: /antes de que termine\?$/ });
    await ask.getByText(/^Falta(n)? \d+ días?, contando hoy: /).waitFor();
    // The voided salida does not count: her only punch is the entrada, so the day is a shift still under way.
    await ask.getByText('Nadie tiene checadas pendientes en el periodo.').waitFor();
    await ask.getByRole('button', { name: 'Sí, cerrar antes' }).click();
    await page.getByText(/^Periodo .* cerrado\.$/).waitFor();
    const periodos = await call<{ desde: string; hasta: string; estado: string }[]>('GET', '/api/periodos');
    expect(periodos).toHaveLength(1);
    expect(periodos[0]!.estado).toBe('cerrado');
    expect(periodos[0]!.desde <= day && day <= periodos[0]!.hasta).toBe(true);
    await context.close();
  });
});
