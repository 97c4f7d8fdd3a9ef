/**
 * 'Checar con número de empleado' (issue 15 item 3) against the real daemon: the keypad, the NIP check-in with the
 * camera's photo as evidence, and the offer after several unrecognised faces in a row.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFace, toDataUrl } from '@reloj/daemon/testing';
import { aroundNow, recognised, refused, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk as approvedKioskOn, checkInButton } from './kioskScreen';

let daemon: KioskDaemon;

beforeAll(async () => {
  daemon = await startKioskDaemon({ RELOJ_DUPLICATE_WINDOW_S: '0' });
  // Punches of one person seconds apart alternate entrada and salida here; the minutes between them (issue 29) are KioskSalidaPronto's.
  await daemon.server.request('PUT', '/api/reglas', { minutosMinimosJornada: 0 });
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(() => {
  window.localStorage.clear(); // every test is a new kiosk
  daemon.setReachable(true);
  daemon.setFaceEngine(null);
  daemon.checkIns.length = 0;
  daemon.pinCheckIns.length = 0;
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  vi.restoreAllMocks();
});

/** A real JPEG: the daemon decodes the photo of a NIP punch and keeps it as evidence. */
const PHOTO = toDataUrl(readFace('people', 'obama', '2.jpg'), '2.jpg');
const WRONG = 'Número de empleado o NIP incorrecto. Revísalos e inténtalo de nuevo.';
const LOCKED = 'Demasiados intentos con ese número. Espera 5 minutos o pide a tu supervisor que registre tu checada.';
const OFFER = '¿No te reconoce? Checa con tu número de empleado.';
const NOT_RECOGNISED = 'Rostro no reconocido. Por favor, inténtalo de nuevo.';

const approvedKiosk = (props: Parameters<typeof approvedKioskOn>[1] = {}) => approvedKioskOn(daemon, { capture: () => PHOTO, ...props });
const pinButton = () => screen.getByRole('button', { name: 'Checar con número de empleado' });
const key = (name: string) => screen.getByRole('button', { name });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** An employee with a número de empleado and a NIP set by the administrator. */
async function employeeWithPin(nombre: string, numeroEmpleado: string, pin: string): Promise<number> {
  const id = await daemon.createEmployee(nombre, { numeroEmpleado });
  const set = await daemon.server.request('PUT', `/api/employees/${id}/pin`, { pin });
  expect(set.status).toBe(204);
  return id;
}

async function tap(user: UserEvent, digits: string) {
  for (const digit of digits) await user.click(key(digit));
}

/** Opens the keypad, types the número, 'Continuar', types the NIP and 'Checar'. */
async function punchWithPin(user: UserEvent, numero: string, pin: string) {
  await user.click(pinButton());
  await stepHeading('Escribe tu número de empleado');
  await tap(user, numero);
  await user.click(key('Continuar'));
  await stepHeading('Escribe tu NIP');
  await tap(user, pin);
  await user.click(key('Checar'));
}

describe("'Checar con número de empleado'", () => {
  it('is always under the main button; it opens the keypad beside the running camera, and Cancelar goes back', async () => {
    const user = userEvent.setup();
    await approvedKiosk();
    const main = checkInButton();
    expect(main.compareDocumentPosition(pinButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pinButton()).toBeEnabled();
    const video = screen.getByLabelText('Vista de la cámara');

    await user.click(pinButton());
    await stepHeading('Escribe tu número de empleado');
    expect(screen.getByText('Paso 1 de 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Vista de la cámara')).toBe(video); // the same camera, never reopened
    for (const name of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'Borrar', 'Continuar', 'Cancelar']) expect(key(name)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checar Entrada / Salida' })).not.toBeInTheDocument();

    await user.click(key('Cancelar'));
    expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(daemon.pinCheckIns).toHaveLength(0);
  });

  it('posts the número, the NIP and one camera photo with the kiosk headers, never shows the NIP, and shows the punch', async () => {
    const user = userEvent.setup();
    const employeeId = await employeeWithPin('Rosa Pin Uno', '0042', '4821');
    await approvedKiosk();

    await user.click(pinButton());
    await stepHeading('Escribe tu número de empleado');
    expect(key('Continuar')).toBeDisabled(); // nothing typed yet
    expect(key('Borrar')).toBeDisabled();
    await tap(user, '00427');
    await user.click(key('Borrar'));
    expect(screen.getByRole('status', { name: 'Número de empleado escrito' })).toHaveTextContent(/^0042$/);
    await user.click(key('Continuar'));

    await stepHeading('Escribe tu NIP');
    expect(screen.getByText('Número de empleado: 0042')).toBeInTheDocument();
    await tap(user, '482');
    expect(key('Checar')).toBeDisabled(); // a NIP has 4 to 8 digits
    await tap(user, '1');
    const display = screen.getByRole('status', { name: 'NIP: 4 dígitos escritos' });
    expect(display).toHaveTextContent(/^●●●●$/);
    expect(document.body).not.toHaveTextContent(/(?<!\d)4821(?!\d)/); // as a number of its own: a random port 44821 is not the NIP
    await user.click(key('Checar'));

    const message = await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`);
    const success = message.closest('.kiosk-success') as HTMLElement;
    expect(within(success).getByText('ROSA PIN UNO')).toBeInTheDocument();
    expect(within(success).getByText('Entrada')).toBeInTheDocument();
    expect(daemon.pinCheckIns).toEqual([
      {
        numeroEmpleado: '0042',
        pin: '4821',
        image: PHOTO,
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(daemon.checkIns).toHaveLength(0); // no face check-in
    const punches = (await daemon.server.request('GET', `/api/attendance?empleado=${employeeId}&${aroundNow()}`)).body as { metodo: string }[];
    expect(punches.map((p) => p.metodo)).toEqual(['nip']);

    await user.click(screen.getByRole('button', { name: 'Toca la pantalla para continuar' }));
    expect(checkInButton()).toBeEnabled(); // back to the camera
  });

  it("a wrong NIP shows the daemon's message and starts over at the número with both cleared", async () => {
    const user = userEvent.setup();
    const employeeId = await employeeWithPin('Luis Pin Dos', '0043', '4821');
    await approvedKiosk();

    await punchWithPin(user, '0043', '1234');

    expect(await screen.findByText(WRONG)).toBeInTheDocument();
    await stepHeading('Escribe tu número de empleado');
    expect(screen.getByRole('status', { name: 'Número de empleado escrito' })).toHaveTextContent('Toca los números');
    expect(key('Continuar')).toBeDisabled();
    expect(daemon.pinCheckIns).toHaveLength(1);
    const punches = (await daemon.server.request('GET', `/api/attendance?empleado=${employeeId}&${aroundNow()}`)).body as unknown[];
    expect(punches).toHaveLength(0);

    // The right NIP on the next try punches.
    await tap(user, '0043');
    await user.click(key('Continuar'));
    await tap(user, '4821');
    await user.click(key('Checar'));
    expect(await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`)).toBeInTheDocument();
  });

  it('a número locked by wrong NIPs says so, then goes back to the camera by itself (a keyboard types too)', async () => {
    const user = userEvent.setup();
    await employeeWithPin('Eva Pin Tres', '0077', '4821');
    await approvedKiosk({ timing: { pinLockedMs: 400 } });
    await user.click(pinButton());

    for (let attempt = 0; attempt < 8 && !screen.queryByText(LOCKED); attempt++) {
      await stepHeading('Escribe tu número de empleado');
      await user.keyboard('0077{Enter}');
      await stepHeading('Escribe tu NIP');
      await user.keyboard('0000{Enter}');
      await waitFor(() => expect(screen.queryByText(WRONG) ?? screen.queryByText(LOCKED)).toBeInTheDocument());
      await waitFor(() => expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Escribe tu número de empleado'));
    }

    expect(screen.getByText(LOCKED)).toBeInTheDocument();
    expect(key('1')).toBeDisabled();
    await waitFor(() => expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida'));
    expect(screen.queryByText(LOCKED)).not.toBeInTheDocument();
  });

  it('goes back to the camera after a while without a touch, and forgets what was typed', async () => {
    const user = userEvent.setup();
    await approvedKiosk({ timing: { pinIdleMs: 400 } });
    await user.click(pinButton());
    await stepHeading('Escribe tu número de empleado');
    await tap(user, '12');

    await waitFor(() => expect(checkInButton()).toBeInTheDocument());
    await user.click(pinButton());
    expect(screen.getByRole('status', { name: 'Número de empleado escrito' })).toHaveTextContent('Toca los números');
  });

  it('keeps an attempt while the daemon cannot be reached and saves it once it can (same Idempotency-Key)', async () => {
    const user = userEvent.setup();
    const employeeId = await employeeWithPin('Ana Pin Cuatro', '0044', '4821');
    await approvedKiosk({ timing: { checkInRetryDelayMs: 50, checkInRetryMaxDelayMs: 100 } });
    const before = daemon.punchCount();

    daemon.loseNextPinAnswer();
    await punchWithPin(user, '0044', '4821');

    expect(await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(daemon.pinCheckIns).toHaveLength(2);
    expect(daemon.pinCheckIns[1]?.idempotencyKey).toBe(daemon.pinCheckIns[0]?.idempotencyKey);
    expect(daemon.punchCount()).toBe(before + 1);
    expect(screen.queryByText('Esta checada ya estaba registrada; no se guardó otra.')).not.toBeInTheDocument(); // its own punch (issue 45 item 6)
  });
});

describe('the offer after unrecognised faces', () => {
  /** One press of the big button that ends with `sentence` on screen. */
  async function pressAndRead(user: UserEvent, sentence: string) {
    const sent = daemon.checkIns.length;
    await user.click(checkInButton());
    await waitFor(() => expect(daemon.checkIns).toHaveLength(sent + 1));
    await screen.findByText(sentence);
    await waitFor(() => expect(checkInButton()).toBeEnabled());
  }

  const offered = () => pinButton().classList.contains('kiosk-pin-button--offered');

  it(`offers the número de empleado after 3 unrecognised faces in a row (not after 2), until someone punches`, async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Marta Rostro');
    daemon.setFaceEngine(async () => refused({ reason: 'unknown_face', score: 0.21, margin: 0.05, liveness: 0.96 }));
    await approvedKiosk();

    await pressAndRead(user, NOT_RECOGNISED);
    await pressAndRead(user, NOT_RECOGNISED);
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(offered()).toBe(false);

    await pressAndRead(user, NOT_RECOGNISED);
    const offer = screen.getByText(OFFER);
    expect(offer.closest('[role="alert"]')).toHaveTextContent(NOT_RECOGNISED);
    expect(offered()).toBe(true);

    // A punch resets the count: the next unrecognised face is the first again.
    daemon.setFaceEngine(async () => recognised(employeeId));
    await user.click(checkInButton());
    await user.click(await screen.findByRole('button', { name: 'Toca la pantalla para continuar' }));
    expect(offered()).toBe(false);
    daemon.setFaceEngine(async () => refused({ reason: 'unknown_face', score: 0.21, margin: 0.05, liveness: 0.96 }));
    await pressAndRead(user, NOT_RECOGNISED);
    await pressAndRead(user, NOT_RECOGNISED);
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(offered()).toBe(false);
  });

  it('does not count other refusals (no face) as unrecognised', async () => {
    const user = userEvent.setup();
    daemon.setFaceEngine(async () => refused({ reason: 'no_face' }));
    await approvedKiosk();
    const noFace = 'No se detectó ningún rostro. Colócate frente a la cámara e inténtalo de nuevo.';
    for (let i = 0; i < 3; i++) await pressAndRead(user, noFace);
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(offered()).toBe(false);
  });

  it('a punch with the NIP resets the count too', async () => {
    const user = userEvent.setup();
    await employeeWithPin('Iris Pin Cinco', '0045', '4821');
    daemon.setFaceEngine(async () => refused({ reason: 'unknown_face', score: 0.21, margin: 0.05, liveness: 0.96 }));
    await approvedKiosk();
    for (let i = 0; i < 3; i++) await pressAndRead(user, NOT_RECOGNISED);
    expect(offered()).toBe(true);

    await punchWithPin(user, '0045', '4821');
    await user.click(await screen.findByRole('button', { name: 'Toca la pantalla para continuar' }));
    expect(offered()).toBe(false);
  });
});
