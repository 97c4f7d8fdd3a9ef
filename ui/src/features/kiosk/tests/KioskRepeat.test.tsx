/**
 * A repeated punch says one thing (issue 45 item 6), against the real daemon with its default two-minute duplicate
 * window on a known day and hour: a second press seconds after the first stores nothing and the screen says only
 * 'Esta checada ya estaba registrada; no se guardó otra.', with the stored punch's name and time, never the SPEC
 * welcome or the salida's goodbye beside it. A new punch keeps SPEC's sentence alone.
 */
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recognised, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk, checkInButton, PHOTO } from './kioskScreen';

let daemon: KioskDaemon;
let now = Date.parse('2026-11-23T09:02:00-06:00');

const REPEATED = 'Esta checada ya estaba registrada; no se guardó otra.';
const welcome = (employeeId: number) => `Bienvenido! Registro exitoso para empleado ID: ${employeeId}`;

beforeAll(async () => {
  daemon = await startKioskDaemon({ TZ: 'America/Mexico_City' }, { clock: { now: () => new Date(now) } });
  await daemon.server.request('PUT', '/api/reglas', { minutosMinimosJornada: 0 }); // a salida minutes later is no question here
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(() => {
  window.localStorage.clear(); // every test is a new kiosk
  now = Date.parse('2026-11-23T09:02:00-06:00');
  daemon.checkIns.length = 0;
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
});

/** The success screen, once it is up. */
const success = () => screen.findByText((_, element) => element?.classList.contains('kiosk-success') === true);
const punchesOf = (employeeId: number) =>
  daemon.server.db.prepare('SELECT tipo, hora FROM checadas WHERE empleado_id = ? ORDER BY hora').all(employeeId) as { tipo: string; hora: string }[];

async function pressAndContinue(user: UserEvent) {
  await user.click(checkInButton());
  await success();
  await user.click(screen.getByRole('button', { name: 'Toca la pantalla para continuar' }));
}

describe('a second press within the duplicate window', () => {
  it("after an entrada: 'ENTRADA', the name, the stored time and the one sentence; no SPEC welcome; nothing stored", async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Lupe Doble');
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk(daemon, { capture: () => PHOTO });

    await user.click(checkInButton());
    const first = await success();
    expect(within(first).getByText(welcome(employeeId))).toBeInTheDocument();
    expect(within(first).queryByText(REPEATED)).not.toBeInTheDocument(); // a new punch: SPEC's sentence alone
    expect(first.querySelector('.kiosk-success__estado')).toHaveTextContent(/^Entrada 09:02/); // the day's status, told once
    await user.click(screen.getByRole('button', { name: 'Toca la pantalla para continuar' }));

    now += 40_000; // not sure it worked, the same person presses again 40 s later
    await user.click(checkInButton());
    const repeat = await success();
    expect(within(repeat).getByText(REPEATED)).toHaveClass('kiosk-success__message');
    expect(within(repeat).queryByText(/Bienvenido!/)).not.toBeInTheDocument();
    expect(within(repeat).getByText('Entrada')).toBeInTheDocument();
    expect(within(repeat).getByText('LUPE DOBLE')).toBeInTheDocument();
    expect(within(repeat).getByText('09:02')).toBeInTheDocument(); // the stored entrada's time, not 09:02:40's
    expect(repeat).toHaveClass('kiosk-success--repetida');
    expect(repeat.querySelector('.kiosk-success__estado')).toBeNull(); // no second message beside the one sentence
    expect(punchesOf(employeeId)).toEqual([{ tipo: 'entrada', hora: '2026-11-23T15:02:00.000Z' }]);
  });

  it("after a salida: the one sentence instead of '¡Hasta luego!'", async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Toño Doble');
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk(daemon, { capture: () => PHOTO });
    await pressAndContinue(user); // entrada 09:02
    now += 8 * 3_600_000; // salida 17:02
    await pressAndContinue(user);

    now += 30_000;
    await user.click(checkInButton());
    const repeat = await success();
    expect(within(repeat).getByText('Salida')).toBeInTheDocument();
    expect(within(repeat).getByText('TOÑO DOBLE')).toBeInTheDocument();
    expect(within(repeat).getByText('17:02')).toBeInTheDocument();
    expect(within(repeat).getByText(REPEATED)).toBeInTheDocument();
    expect(repeat.querySelector('.kiosk-success__goodbye')).toBeNull();
    expect(within(repeat).queryByText(/Bienvenido!/)).not.toBeInTheDocument();
    expect(punchesOf(employeeId).map((p) => p.tipo)).toEqual(['entrada', 'salida']);
  });

  it('past the window the next press is a new punch again, with its own sentence', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Paco Tarde');
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk(daemon, { capture: () => PHOTO });
    await pressAndContinue(user);
    now += 121_000; // the window is two minutes

    await user.click(checkInButton());
    const salida = await success();
    expect(salida.querySelector('.kiosk-success__goodbye')).toHaveTextContent('¡Hasta luego, PACO TARDE!');
    expect(within(salida).queryByText(REPEATED)).not.toBeInTheDocument();
  });
});
