/**
 * The kiosk guides the person in front of it (issue 16 item 2) against the real daemon: the guidance frames, the face
 * frames and the one instruction over the camera, the button enabled once a usable face is seen (and never locked
 * without guidance), and a refusal that takes the screen like a success, with what to do next. The daemon's guidance
 * answers are stand-ins here; the real detector is covered by the daemon's route test and the browser test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Encuadre } from '@reloj/contract/encuadre';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { faceEngineLoading, routeNotFound } from '@reloj/daemon/testing';
import type { GuidanceFrame } from '../lib/videoFrame';
import { refused, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk as approvedKioskOn, checkInButton, PHOTO } from './kioskScreen';

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
  daemon.setFraming(null);
  daemon.checkIns.length = 0;
  daemon.framings.length = 0;
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  vi.restoreAllMocks();
});

const SMALL_FRAME = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==';
/** The camera's frame as the guidance takes it: a small JPEG of a 640x480 picture. */
const frame640: () => GuidanceFrame = () => ({ image: SMALL_FRAME, width: 640, height: 480 });
const NOBODY: Encuadre = { rostros: [], estado: 'sin_rostro', instruccion: 'Acércate y mira a la cámara' };
const READY: Encuadre = { rostros: [{ x: 0.35, y: 0.2, ancho: 0.3, alto: 0.4 }], estado: 'listo', instruccion: null };
const FAR: Encuadre = { rostros: [{ x: 0.45, y: 0.3, ancho: 0.08, alto: 0.1 }], estado: 'lejos', instruccion: 'Acércate' };
const TWO: Encuadre = {
  rostros: [
    { x: 0.1, y: 0.2, ancho: 0.25, alto: 0.33 },
    { x: 0.6, y: 0.25, ancho: 0.22, alto: 0.3 },
  ],
  estado: 'varias_personas',
  instruccion: 'Solo una persona frente a la cámara',
};

/** Guidance that answers whatever `current` holds at the time (tests change it as the person moves). */
function guidance(first: Encuadre) {
  let current = first;
  daemon.setFraming(async () => current);
  return { set: (next: Encuadre) => void (current = next) };
}

/** An approved kiosk whose guidance frames come from `frame640`; the guidance starts answering `first` once it is on. */
async function guidedKiosk(first: Encuadre, timing: Record<string, number> = {}) {
  daemon.setFraming(async () => READY); // the ready screen, then what the test wants
  const kiosk = await approvedKioskOn(daemon, { capture: () => PHOTO, guidanceFrame: frame640, timing: { guidanceIntervalMs: 20, ...timing } });
  return { ...kiosk, person: guidance(first) };
}

const instruction = () => document.querySelector<HTMLElement>('.kiosk-guidance__instruction');
const frames = () => [...document.querySelectorAll('.kiosk-guidance__frames rect')];

describe('the live guidance', () => {
  it('sends small frames with the device fingerprint while idle, and says what to fix; the button waits for a usable face', async () => {
    const { person } = await guidedKiosk(NOBODY);
    await waitFor(() => expect(instruction()).toHaveTextContent('Acércate y mira a la cámara'));
    expect(checkInButton()).toBeDisabled();
    expect(frames()).toHaveLength(0);
    expect(daemon.framings.at(-1)).toEqual({ fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/), image: SMALL_FRAME });

    person.set(TWO);
    await waitFor(() => expect(instruction()).toHaveTextContent('Solo una persona frente a la cámara'));
    expect(frames()).toHaveLength(2);
    expect(checkInButton()).toBeDisabled();

    person.set(READY);
    await waitFor(() => expect(instruction()).toHaveTextContent('¡Listo! Presiona el botón'));
    expect(checkInButton()).toBeEnabled();
    // The face's frame in the camera's own pixels (the SVG slices and mirrors like the video).
    const svg = document.querySelector('.kiosk-guidance__frames')!;
    expect(svg).toHaveAttribute('viewBox', '0 0 640 480');
    expect(svg).toHaveAttribute('preserveAspectRatio', 'xMidYMid slice');
    const [rect] = frames();
    expect([rect!.getAttribute('x'), rect!.getAttribute('y'), rect!.getAttribute('width'), rect!.getAttribute('height')].map(Number)).toEqual([
      224, 96, 192, 192,
    ]);
  });

  it('keeps the button enabled for a moment after a usable face, and after a while with a face whatever the guidance says', async () => {
    const { person } = await guidedKiosk(READY, { guidanceReadyGraceMs: 200, guidancePatienceMs: 600 });
    await waitFor(() => expect(instruction()).toHaveTextContent('¡Listo! Presiona el botón'));
    person.set(FAR);
    await waitFor(() => expect(instruction()).toHaveTextContent('Acércate'));
    // Within the grace after 'listo' the button may still be enabled; then it waits, and the patience enables it.
    await waitFor(() => expect(checkInButton()).toBeDisabled());
    await waitFor(() => expect(checkInButton()).toBeEnabled(), { timeout: 3_000 });
    expect(instruction()).toHaveTextContent('Acércate'); // the advice stays on screen
  });

  it('never locks anyone out: without guidance (an older daemon, no face models, an answer it cannot read) the button is enabled', async () => {
    daemon.setFraming(async () => {
      throw routeNotFound(); // a daemon from before the guidance: 404
    });
    const older = await approvedKioskOn(daemon, { capture: () => PHOTO, guidanceFrame: frame640, timing: { guidanceIntervalMs: 20 } });
    await waitFor(() => expect(daemon.framings.length).toBeGreaterThan(0));
    const asked = daemon.framings.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(daemon.framings.length).toBe(asked); // it does not keep asking (again after guidanceRetryMs)
    expect(checkInButton()).toBeEnabled();
    expect(instruction()).toBeNull();
    older.view.unmount();

    // No face models (503): the same.
    daemon.setFraming(null);
    window.localStorage.clear();
    daemon.framings.length = 0;
    const bare = await approvedKioskOn(daemon, { capture: () => PHOTO, guidanceFrame: frame640, timing: { guidanceIntervalMs: 20 } });
    await waitFor(() => expect(daemon.framings.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(checkInButton()).toBeEnabled();
    expect(instruction()).toBeNull();
    bare.view.unmount();

    // An answer this kiosk cannot read (another version): no guidance either, and it keeps asking.
    daemon.setFraming(async () => ({ estado: 'nuevo' }) as unknown as Encuadre);
    window.localStorage.clear();
    daemon.framings.length = 0;
    await approvedKioskOn(daemon, { capture: () => PHOTO, guidanceFrame: frame640, timing: { guidanceIntervalMs: 20 } });
    await waitFor(() => expect(daemon.framings.length).toBeGreaterThan(3));
    expect(checkInButton()).toBeEnabled();
    expect(instruction()).toBeNull();
  });

  it('comes back a moment after a restart, while the daemon still loads its face models (not after guidanceRetryMs)', async () => {
    let starting = 2;
    daemon.setFraming(async () => {
      if (starting-- > 0) throw faceEngineLoading();
      return NOBODY;
    });
    await approvedKioskOn(daemon, {
      capture: () => PHOTO,
      guidanceFrame: frame640,
      timing: { guidanceIntervalMs: 20, guidanceStartingMs: 50, guidanceRetryMs: 60_000 },
    });
    await waitFor(() => expect(instruction()).toHaveTextContent('Acércate y mira a la cámara'));
    expect(daemon.framings.length).toBeGreaterThanOrEqual(3);
  });

  it('pauses while a face is being checked and while the keypad is open', async () => {
    const user = userEvent.setup();
    let answer!: () => void;
    daemon.setFaceEngine(() => new Promise((resolve) => (answer = () => resolve(refused({ reason: 'no_face' })))));
    await guidedKiosk(READY);
    await waitFor(() => expect(checkInButton()).toBeEnabled());
    await user.click(checkInButton());
    await waitFor(() => expect(daemon.checkIns).toHaveLength(1));
    const sent = daemon.framings.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(daemon.framings.length).toBeLessThanOrEqual(sent + 1); // at most the one already on its way
    expect(instruction()).toBeNull();
    await act(async () => answer());
    await user.click(await screen.findByRole('button', { name: 'Intentar de nuevo' }));

    await user.click(screen.getByRole('button', { name: 'Checar con número de empleado' }));
    await screen.findByRole('heading', { level: 2, name: 'Escribe tu número de empleado' });
    const whileKeypad = daemon.framings.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(daemon.framings.length).toBeLessThanOrEqual(whileKeypad + 1);
  });
});

describe('the failure screen', () => {
  it('a stranger: the whole screen, calm, the SPEC sentence, ask the supervisor, and the número de empleado', async () => {
    const user = userEvent.setup();
    daemon.setFaceEngine(async () => refused({ reason: 'unknown_face', score: 0.21, margin: 0.05, liveness: 0.96 }));
    await guidedKiosk(READY);
    await waitFor(() => expect(checkInButton()).toBeEnabled());
    const button = checkInButton();
    await user.click(button);

    const message = await screen.findByText('Rostro no reconocido. Por favor, inténtalo de nuevo.');
    const failure = message.closest<HTMLElement>('.kiosk-failure')!;
    expect(failure).toHaveAttribute('role', 'alert');
    expect(within(failure).getByText('Pide a tu supervisor que registre tu rostro.')).toBeInTheDocument();
    expect(checkInButton()).toBe(button); // the same button, where it was, behind the screen
    expect(document.querySelector('.kiosk-message--error')).toBeNull(); // no small red box beside the camera any more

    await user.click(within(failure).getByRole('button', { name: 'Usar mi número de empleado' }));
    await screen.findByRole('heading', { level: 2, name: 'Escribe tu número de empleado' });
    expect(document.querySelector('.kiosk-failure')).toBeNull();
  });

  it('a dark face: the daemon says to find more light; a tap goes back to the camera', async () => {
    const user = userEvent.setup();
    daemon.setFaceEngine(async () => refused({ reason: 'too_dark', luminance: 30, minLuminance: 65 }));
    await guidedKiosk(READY);
    await waitFor(() => expect(checkInButton()).toBeEnabled());
    await user.click(checkInButton());
    const message = await screen.findByText('Tu rostro se ve muy oscuro. Busca más luz frente a la cámara e inténtalo de nuevo.');
    const failure = message.closest<HTMLElement>('.kiosk-failure')!;
    expect(within(failure).queryByRole('button', { name: 'Usar mi número de empleado' })).toBeNull();
    await user.click(failure);
    expect(document.querySelector('.kiosk-failure')).toBeNull();
    await waitFor(() => expect(instruction()).toHaveTextContent('¡Listo! Presiona el botón')); // the guidance is back
  });
});

describe('the kiosk header', () => {
  it('shows the name and branch an administrator gave the kiosk, once it has them', async () => {
    const branch = await daemon.server.request('POST', '/api/sucursales', { nombre: 'Norte' });
    const { code } = await approvedKioskOn(daemon, { capture: () => PHOTO, timing: { approvedPollMs: 100 } });
    expect(screen.queryByText('Sucursal NORTE')).not.toBeInTheDocument();
    const { id } = await daemon.device(code);
    const renamed = await daemon.server.request('PUT', `/api/devices/${id}`, { nombre: 'Entrada de empleados', sucursalId: branch.body.id });
    expect(renamed.status).toBe(200);
    expect(await screen.findByText('Entrada de empleados', {}, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByText('Sucursal NORTE')).toBeInTheDocument();
    expect(screen.getByText(code)).toBeInTheDocument();
  });
});
