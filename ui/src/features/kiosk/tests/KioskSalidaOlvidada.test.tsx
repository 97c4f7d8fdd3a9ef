/**
 * Issue 44: at today's first entrada, when yesterday's shift has an entrada and no salida, the kiosk's success screen
 * tells the person 'Ayer no registraste tu salida. Avisa a tu encargado.'; the day's next punch does not. Against the
 * real daemon on a known day: Thursday 26 March 2026 in Mexico City, whatever the machine's zone and hour.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recognised, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk, checkInButton, PHOTO } from './kioskScreen';

const SENTENCE = 'Ayer no registraste tu salida. Avisa a tu encargado.';
let now = Date.parse('2026-03-26T08:04:00-06:00');
let daemon: KioskDaemon;

beforeAll(async () => {
  daemon = await startKioskDaemon({ TZ: 'America/Mexico_City' }, { clock: { now: () => new Date(now) } });
  const reglas = await daemon.server.request('PUT', '/api/reglas', { estadoEnKiosco: true, minutosMinimosJornada: 0 });
  expect(reglas.status, reglas.text).toBe(200);
});
afterAll(async () => {
  await daemon.stop();
});
afterEach(() => {
  window.localStorage.clear();
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
});

/** The success screen of the next press. */
async function press(): Promise<HTMLElement> {
  await userEvent.setup().click(checkInButton());
  const seguir = await screen.findByRole('button', { name: 'Toca la pantalla para continuar' });
  return seguir.closest('.kiosk-success') as HTMLElement;
}

describe("'Ayer no registraste tu salida' on the success screen", () => {
  it("is shown, marked as an aviso, at the day's first entrada after a day without salida, and not at the next punch", async () => {
    const employeeId = await daemon.createEmployee('Nellie Campobello');
    // Yesterday: the 08:00 entrada only (08:00-17:00 is the employee's schedule).
    const manual = await daemon.server.request('POST', '/api/attendance/manual', {
      empleadoId: employeeId,
      hora: '2026-03-25T08:00',
      motivo: 'Entrada en papel',
    });
    expect(manual.status, manual.text).toBe(201);
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk(daemon, { capture: () => PHOTO });

    const entrada = await press();
    expect(entrada).toHaveClass('kiosk-success--entrada');
    expect(within(entrada).getByText('NELLIE CAMPOBELLO')).toBeInTheDocument();
    const recordatorio = within(entrada).getByText(SENTENCE);
    expect(recordatorio).toHaveClass('kiosk-success__aviso');
    await userEvent.setup().click(within(entrada).getByRole('button', { name: 'Toca la pantalla para continuar' }));

    now = Date.parse('2026-03-26T17:02:00-06:00');
    const salida = await press();
    expect(salida).toHaveClass('kiosk-success--salida');
    expect(within(salida).queryByText(SENTENCE)).toBeNull();
  });
});
