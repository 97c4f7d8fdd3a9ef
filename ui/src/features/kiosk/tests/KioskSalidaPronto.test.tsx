/**
 * The accidental second punch (issue 29 item 2) against the real daemon on a known day and hour: an entrada at 09:02 in
 * Mexico City, then the same person again 4 minutes later. Nothing is stored until they press '¿Registrar SALIDA ahora?'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFace, toDataUrl } from '@reloj/daemon/testing';
import { defaultTiming } from '../timing';
import { recognised, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk, checkInButton } from './kioskScreen';

let daemon: KioskDaemon;
let now = Date.parse('2026-11-23T09:02:00-06:00');

/** A real JPEG: the daemon decodes the photo of a NIP punch and keeps it as evidence. */
const PHOTO = toDataUrl(readFace('people', 'obama', '2.jpg'), '2.jpg');
const TOO_SOON = 'Ya registraste tu ENTRADA a las 09:02.';

beforeAll(async () => {
  daemon = await startKioskDaemon({ TZ: 'America/Mexico_City' }, { clock: { now: () => new Date(now) } });
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(() => {
  window.localStorage.clear(); // every test is a new kiosk
  now = Date.parse('2026-11-23T09:02:00-06:00');
  daemon.checkIns.length = 0;
  daemon.pinCheckIns.length = 0;
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
});

const confirmButton = () => screen.findByRole('button', { name: '¿Registrar SALIDA ahora?' });
/** The success screen: an entrada's SPEC sentence names the employee's id; a salida says '¡Hasta luego, NOMBRE!' (issue 30). */
const successOf = async (employeeId: number) =>
  await screen.findByText((_, element) => element?.classList.contains('kiosk-success') === true && isSuccessOf(element, employeeId));
const isSuccessOf = (element: Element, employeeId: number) =>
  element.textContent.includes(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`) || element.querySelector('.kiosk-success__goodbye') !== null;
const punchesOf = (employeeId: number) =>
  daemon.server.db.prepare('SELECT tipo, hora, nip FROM checadas WHERE empleado_id = ? ORDER BY hora').all(employeeId) as {
    tipo: string;
    hora: string;
    nip: number;
  }[];

/** The person's entrada at 09:02, then the success screen tapped away and the clock 4 minutes later. */
async function entradaThenFourMinutes(user: UserEvent, employeeId: number) {
  await user.click(checkInButton());
  expect(within(await successOf(employeeId)).getByText('Entrada')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Toca la pantalla para continuar' }));
  now += 4 * 60_000;
}

describe('a second face punch minutes after the entrada', () => {
  it('asks large whether to record the salida, with the seconds left; pressed, it stores the salida with the same request', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Inés Prisa');
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk(daemon, { capture: () => PHOTO });
    await entradaThenFourMinutes(user, employeeId);

    await user.click(checkInButton());
    const confirm = await confirmButton();
    // Whose entrada it is, then its time (issue 45): the name is part of the question's name for a screen reader too.
    const dialog = screen.getByRole('alertdialog', { name: `INÉS PRISA ${TOO_SOON}` });
    expect(within(dialog).getByText('INÉS PRISA')).toHaveClass('kiosk-salida__name');
    expect(within(dialog).getByText('INÉS PRISA').compareDocumentPosition(within(dialog).getByText(TOO_SOON)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByText(TOO_SOON)).toHaveClass('kiosk-salida__message');
    expect(within(dialog).getByText('Este aviso se cierra en 15 segundos.')).toBeInTheDocument();
    expect(defaultTiming.confirmSalidaMs).toBe(15_000);
    expect(confirm).toHaveFocus();
    expect(punchesOf(employeeId)).toHaveLength(1); // nothing stored yet

    now += 5_000;
    await user.click(confirm);
    const success = await successOf(employeeId);
    expect(within(success).getByText('Salida')).toBeInTheDocument();
    expect(within(success).getByText('INÉS PRISA')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(punchesOf(employeeId)).toEqual([
      { tipo: 'entrada', hora: '2026-11-23T15:02:00.000Z', nip: 0 },
      { tipo: 'salida', hora: '2026-11-23T15:06:05.000Z', nip: 0 },
    ]);
    const [, refused, confirmed] = daemon.checkIns;
    expect(refused!.confirmarSalida).toBeUndefined();
    expect(confirmed).toEqual({ ...refused, confirmarSalida: true }); // the same frames and Idempotency-Key
  });

  it('goes back to the camera when nobody presses it, and nothing is stored', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Óscar Duda');
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk(daemon, { capture: () => PHOTO, timing: { confirmSalidaMs: 400 } });
    await entradaThenFourMinutes(user, employeeId);

    await user.click(checkInButton());
    await confirmButton();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida');
    expect(punchesOf(employeeId).map((p) => p.tipo)).toEqual(['entrada']);
    expect(daemon.checkIns.filter((c) => c.confirmarSalida)).toHaveLength(0);
  });

  it("'No, solo era mi entrada' goes back to the camera at once", async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Ana Segura');
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk(daemon, { capture: () => PHOTO });
    await entradaThenFourMinutes(user, employeeId);

    await user.click(checkInButton());
    await confirmButton();
    await user.click(screen.getByRole('button', { name: 'No, solo era mi entrada' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida');
    expect(punchesOf(employeeId)).toHaveLength(1);
  });
});

describe('a second NIP punch minutes after the entrada', () => {
  const key = (name: string) => screen.getByRole('button', { name });
  async function punchWithPin(user: UserEvent, numero: string, pin: string) {
    await user.click(screen.getByRole('button', { name: 'Checar con número de empleado' }));
    await screen.findByRole('heading', { level: 2, name: 'Escribe tu número de empleado' });
    for (const digit of numero) await user.click(key(digit));
    await user.click(key('Continuar'));
    await screen.findByRole('heading', { level: 2, name: 'Escribe tu NIP' });
    for (const digit of pin) await user.click(key(digit));
    await user.click(key('Checar'));
  }

  it('asks the same question; pressed, it stores the salida with the same NIP request', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Rita Teclado', { numeroEmpleado: '0077' });
    expect((await daemon.server.request('PUT', `/api/employees/${employeeId}/pin`, { pin: '4821' })).status).toBe(204);
    daemon.setFaceEngine(null);
    await approvedKiosk(daemon, { capture: () => PHOTO });

    await punchWithPin(user, '0077', '4821');
    expect(within(await successOf(employeeId)).getByText('Entrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toca la pantalla para continuar' }));
    now += 4 * 60_000;

    await punchWithPin(user, '0077', '4821');
    const confirm = await confirmButton();
    expect(screen.getByRole('alertdialog', { name: `RITA TECLADO ${TOO_SOON}` })).toBeInTheDocument(); // the NIP's question names the person too
    expect(punchesOf(employeeId)).toHaveLength(1);
    await user.click(confirm);
    expect(within(await successOf(employeeId)).getByText('Salida')).toBeInTheDocument();
    expect(punchesOf(employeeId)).toEqual([
      { tipo: 'entrada', hora: '2026-11-23T15:02:00.000Z', nip: 1 },
      { tipo: 'salida', hora: '2026-11-23T15:06:00.000Z', nip: 1 },
    ]);
    const [, refused, confirmed] = daemon.pinCheckIns;
    expect(confirmed).toEqual({ ...refused, confirmarSalida: true });
  });

  it('goes back to the camera when nobody presses it', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Saúl Teclado', { numeroEmpleado: '0088' });
    expect((await daemon.server.request('PUT', `/api/employees/${employeeId}/pin`, { pin: '1357' })).status).toBe(204);
    daemon.setFaceEngine(null);
    await approvedKiosk(daemon, { capture: () => PHOTO, timing: { confirmSalidaMs: 400 } });
    await punchWithPin(user, '0088', '1357');
    await successOf(employeeId);
    await user.click(screen.getByRole('button', { name: 'Toca la pantalla para continuar' }));
    now += 4 * 60_000;

    await punchWithPin(user, '0088', '1357');
    await confirmButton();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida');
    expect(punchesOf(employeeId)).toHaveLength(1);
  });
});
