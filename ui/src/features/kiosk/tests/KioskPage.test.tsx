/**
 * The /kiosk screen against the real daemon (the product's requirements; issue 6 item 3). The face
 * engine is a stand-in (or absent, as in a daemon without models); real faces are covered by the
 * browser test with the real models.
 */
import { hostname } from 'node:os';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import { KioskPage } from '../components/KioskPage';
import type { Identification } from '@reloj/daemon/testing';
import { aroundNow, recognised, refused, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk as approvedKioskOn, checkInButton, CODE, fast, heading, PHOTO, plugInCamera, shownCode } from './kioskScreen';
import { boxDayAndTime } from '../../../test/boxDate';

let daemon: KioskDaemon;

beforeAll(async () => {
  daemon = await startKioskDaemon({ RELOJ_DUPLICATE_WINDOW_S: '0' }, { httpsPort: 3443 });
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
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  vi.restoreAllMocks();
});

const approvedKiosk = (props: Parameters<typeof approvedKioskOn>[1] = {}) => approvedKioskOn(daemon, props);

describe('device states', () => {
  it("shows 'Identificando dispositivo...' first, then the pending screen with the code the daemon gave", async () => {
    render(<KioskPage timing={fast} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Identificando dispositivo...' })).toBeInTheDocument();

    const code = await shownCode();
    expect(code).toMatch(CODE);
    expect(screen.getByText(/Un administrador debe autorizar este dispositivo desde el panel/)).toBeInTheDocument();
    expect((await daemon.device(code)).status).toBe('pending');
  });

  it('the /kiosk route renders it', async () => {
    renderRoute('/kiosk');
    expect(screen.getByRole('heading', { level: 1, name: 'Identificando dispositivo...' })).toBeInTheDocument();
    expect(await shownCode()).toMatch(CODE);
  });

  it('keeps the same fingerprint across reloads: the same device and code', async () => {
    const first = render(<KioskPage timing={fast} />);
    const code = await shownCode();
    const before = (await daemon.devices()).length;
    first.unmount();

    render(<KioskPage timing={fast} />);
    expect(await shownCode()).toBe(code);
    expect(await daemon.devices()).toHaveLength(before);
  });

  it("turns to 'Reloj Checador Autorizado' by itself when an administrator approves it", async () => {
    plugInCamera();
    render(<KioskPage timing={fast} />);
    const code = await shownCode();
    expect(screen.queryByRole('button', { name: 'Checar Entrada / Salida' })).not.toBeInTheDocument();

    await daemon.approve(code);

    await heading('Reloj Checador Autorizado');
    expect(screen.queryByText('Dispositivo Pendiente de Aprobación')).not.toBeInTheDocument();
    expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida');
    const video = screen.getByLabelText('Vista de la cámara');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('width', '720');
    expect(screen.getByText(code)).toBeInTheDocument(); // the code stays visible in the top bar
    // Where the face is taken, the person reads what it is for and where the full privacy notice is.
    const notice = screen.getByText(/^Tu rostro se usa solo para registrar tu asistencia\. Aviso de privacidad:/);
    // Issue 30: the address a phone on the LAN can open (the box's name and HTTPS port), never the page's local host.
    expect(notice).toHaveTextContent(`Aviso de privacidad: https://${hostname()}.local:3443/privacidad`);
    expect(notice).not.toHaveTextContent(window.location.host);
  });

  it("shows 'Este dispositivo ha sido rechazado.' for a rejected device, and recovers if it is approved later", async () => {
    render(<KioskPage timing={fast} />);
    const code = await shownCode();
    await daemon.reject(code);
    await heading('Este dispositivo ha sido rechazado.');
    expect(screen.queryByRole('button', { name: 'Checar Entrada / Salida' })).not.toBeInTheDocument();

    await daemon.approve(code);
    await heading('Reloj Checador Autorizado');
  });

  it('asks to check the server connection when the daemon cannot be reached, and retries by itself', async () => {
    daemon.setReachable(false);
    render(<KioskPage timing={fast} />);
    expect(await screen.findByText('No se pudo conectar con el servidor. Revisa la conexión del equipo con el servidor.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Sin conexión con el servidor/);

    daemon.setReachable(true);
    expect(await shownCode()).toMatch(CODE);
  });

  it('shows a live clock and the date in Spanish', async () => {
    render(<KioskPage timing={fast} />);
    const time = document.querySelector('time.kiosk-clock__time');
    expect(time?.textContent).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const weekday = new Intl.DateTimeFormat('es-MX', { weekday: 'long' }).format(new Date());
    expect(screen.getByText(new RegExp(`^${weekday}, \\d{1,2} de \\p{L}+ de \\d{4}$`, 'u'))).toBeInTheDocument();
    await shownCode();
  });
});

describe('the box clock (issue 18 item 3)', () => {
  afterEach(() => void daemon.server.db.prepare('UPDATE reloj_sistema SET sincronizado = NULL').run());

  it('warns under the bar while the box says its clock is not synchronised, and drops the warning once it is', async () => {
    daemon.server.db.prepare('UPDATE reloj_sistema SET sincronizado = 0').run();
    await approvedKiosk({ timing: { approvedPollMs: 200 } });
    const warning = await screen.findByText(/no está sincronizada/);
    expect(warning).toHaveTextContent('La hora de este equipo no está sincronizada: tus checadas se guardan, pero avisa a tu supervisor.');
    expect(warning).toHaveAttribute('role', 'status');
    daemon.server.db.prepare('UPDATE reloj_sistema SET sincronizado = 1').run();
    await waitFor(() => expect(screen.queryByText(/no está sincronizada/)).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida');
  });

  it('says nothing when the box does not know (no timedatectl) or is synchronised', async () => {
    await approvedKiosk();
    expect(screen.queryByText(/no está sincronizada/)).not.toBeInTheDocument();
  });
});

describe('checking in', () => {
  it("shows 'No se pudo capturar la imagen. Intenta de nuevo.' when the webcam gives no photo, and sends nothing", async () => {
    const user = userEvent.setup();
    await approvedKiosk(); // the real webcam capture: jsdom has no frames, so getScreenshot returns null
    await user.click(checkInButton());
    expect(await screen.findByText('No se pudo capturar la imagen. Intenta de nuevo.')).toBeInTheDocument();
    expect(daemon.checkIns).toHaveLength(0);
    expect(checkInButton()).toBeEnabled();
  });

  it('shows a Spanish message instead of a black box when the camera cannot be opened', async () => {
    render(<KioskPage timing={fast} />); // jsdom has no navigator.mediaDevices, like an http:// page on the LAN
    const code = await shownCode();
    await daemon.approve(code);
    await heading('Reloj Checador Autorizado');
    const problem = await screen.findByText('No se pudo abrir la cámara');
    expect(problem.closest('[role="alert"]')).toHaveTextContent(/no permite usar la cámara desde esta dirección/);
    // The camera tells the panel its state in an effect, right after it shows the problem.
    await waitFor(() => expect(checkInButton()).toBeDisabled());
    expect(screen.getByText('Avisa a un administrador: el reloj checador necesita la cámara.')).toBeInTheDocument();
  });

  it("shows 'Verificando...' on a disabled button while working, then who checked in, Entrada and the time", async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Ana Pérez Ñúñez');
    let answer!: (identification: Identification) => void;
    daemon.setFaceEngine(() => new Promise((resolve) => (answer = resolve)));
    await approvedKiosk({ capture: () => PHOTO });

    await user.click(checkInButton());
    await waitFor(() => expect(checkInButton()).toHaveTextContent('Verificando...'));
    expect(checkInButton()).toBeDisabled();
    await user.click(checkInButton()); // a second tap while working does nothing
    await waitFor(() => expect(daemon.checkIns).toHaveLength(1));

    await act(async () => answer(recognised(employeeId)));

    const overlay = await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`);
    const success = overlay.closest('.kiosk-success') as HTMLElement;
    expect(within(success).getByText('ANA PÉREZ ÑÚÑEZ')).toBeInTheDocument();
    expect(within(success).getByText('Entrada')).toBeInTheDocument();
    const [punch] = await daemon.server.request('GET', `/api/attendance?${aroundNow()}`).then((r) => r.body as { hora: string }[]);
    const hhmm = boxDayAndTime(new Date(punch!.hora)).hora; // the box's wall clock, whatever the machine's zone
    expect(within(success).getByText(hhmm)).toBeInTheDocument();
    expect(hhmm).toMatch(/^\d{2}:\d{2}$/);

    const [sent] = daemon.checkIns;
    expect(sent).toMatchObject({
      images: [PHOTO, PHOTO, PHOTO, PHOTO],
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(daemon.punchCount()).toBeGreaterThan(0);
  });

  it('goes back to ready after a few seconds; the next punch of the same person is a Salida', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Luis Gómez');
    daemon.setFaceEngine(async () => recognised(employeeId));
    // The punch opens 'Mi asistencia' (issue 43), whose button would keep the screen 20 s.
    await approvedKiosk({ capture: () => PHOTO, timing: { successMs: 300, miAsistenciaOfferMs: 300 } });

    await user.click(checkInButton());
    expect(await screen.findByText('Entrada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Bienvenido!/)).not.toBeInTheDocument());
    expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida');

    await user.click(checkInButton());
    expect(await screen.findByText('Salida')).toBeInTheDocument();
    // Issue 30: a salida says goodbye under 'SALIDA', in large type, instead of the entrada's SPEC sentence.
    const goodbye = document.querySelector('.kiosk-success__goodbye');
    expect(goodbye).toHaveTextContent(/^¡Hasta luego, LUIS GÓMEZ!$/);
    expect(screen.getByText('Salida').compareDocumentPosition(goodbye!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(/Bienvenido!/)).not.toBeInTheDocument();
    expect(new Set(daemon.checkIns.map((c) => c.idempotencyKey)).size).toBe(2); // a fresh key per press
  });

  it('a tap on the success screen makes the kiosk ready at once', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Rosa Díaz');
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk({ capture: () => PHOTO });
    await user.click(checkInButton());
    await user.click(await screen.findByRole('button', { name: 'Toca la pantalla para continuar' }));
    expect(screen.queryByText(/Bienvenido!/)).not.toBeInTheDocument();
    expect(checkInButton()).toBeEnabled();
  });

  it('a press whose answer was lost is resent with the same Idempotency-Key and stored once', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Marta Ruiz');
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk({ capture: () => PHOTO });
    const before = daemon.punchCount();

    daemon.loseNextCheckInAnswer();
    await user.click(checkInButton());

    expect(await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(daemon.checkIns).toHaveLength(2);
    expect(daemon.checkIns[1]?.idempotencyKey).toBe(daemon.checkIns[0]?.idempotencyKey);
    expect(daemon.punchCount()).toBe(before + 1);
    // The daemon answered the resend with the punch it had stored: this press's own, told as new (issue 45 item 6).
    expect(screen.queryByText('Esta checada ya estaba registrada; no se guardó otra.')).not.toBeInTheDocument();
  });

  it("shows 'Rostro no reconocido. Por favor, inténtalo de nuevo.' for a face nobody enrolled, stores nothing and does not resend", async () => {
    const user = userEvent.setup();
    daemon.setFaceEngine(async () => refused({ reason: 'unknown_face', score: 0.21, margin: 0.05, liveness: 0.96 }));
    await approvedKiosk({ capture: () => PHOTO, timing: { checkInRetryDelayMs: 20, checkInRetryMaxDelayMs: 20 } });
    const before = daemon.punchCount();

    await user.click(checkInButton());
    expect(await screen.findByText('Rostro no reconocido. Por favor, inténtalo de nuevo.')).toBeInTheDocument();
    expect(daemon.punchCount()).toBe(before);
    expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida');
    expect(checkInButton()).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 300)); // many retry delays: a 4xx answer is final
    expect(daemon.checkIns).toHaveLength(1);
  });

  it.each([
    [refused({ reason: 'no_face' }), 'No se detectó ningún rostro. Colócate frente a la cámara e inténtalo de nuevo.'],
    [refused({ reason: 'multiple_faces', count: 2 }), 'Hay más de una persona frente a la cámara. Por favor, pasen de uno en uno.'],
    [refused({ reason: 'too_small', sidePx: 31, minSidePx: 40 }), 'Tu rostro se ve muy pequeño. Acércate a la cámara e inténtalo de nuevo.'],
  ])("shows the daemon's sentence for why the face was refused (%j), and stores nothing", async (identification, sentence) => {
    const user = userEvent.setup();
    daemon.setFaceEngine(async () => identification);
    await approvedKiosk({ capture: () => PHOTO });
    const before = daemon.punchCount();
    await user.click(checkInButton());
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText('Rostro no reconocido. Por favor, inténtalo de nuevo.')).not.toBeInTheDocument();
    expect(daemon.punchCount()).toBe(before);
    expect(checkInButton()).toBeEnabled();
  });

  it("shows the daemon's message when face recognition is unavailable (no face engine: 503)", async () => {
    const user = userEvent.setup();
    await approvedKiosk({ capture: () => PHOTO });
    await user.click(checkInButton());
    expect(await screen.findByText('El reconocimiento facial no está disponible en este momento.')).toBeInTheDocument();
    expect(checkInButton()).toBeEnabled();
  });

  it('clears a failure message after a while, so the next person does not read it', async () => {
    const user = userEvent.setup();
    daemon.setFaceEngine(async () => refused({ reason: 'unknown_face', score: 0.21, margin: 0.05, liveness: 0.96 }));
    await approvedKiosk({ capture: () => PHOTO, timing: { messageMs: 300 } });
    await user.click(checkInButton());
    expect(await screen.findByText('Rostro no reconocido. Por favor, inténtalo de nuevo.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Rostro no reconocido. Por favor, inténtalo de nuevo.')).not.toBeInTheDocument());
  });

  it('keeps a press while the daemon is down and saves it once the daemon is back (same Idempotency-Key, one punch)', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Pedro Infante');
    daemon.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk({ capture: () => PHOTO }); // the real timing: 1 s, 2 s, 4 s... for up to a minute
    const before = daemon.punchCount();

    await daemon.stopListening();
    try {
      await user.click(checkInButton());
      expect(await screen.findByText('Guardando tu checada… no te retires.', {}, { timeout: 5_000 })).toBeInTheDocument();
      expect(checkInButton()).toBeDisabled();
      expect(checkInButton()).toHaveTextContent('Verificando...');
      await waitFor(() => expect(daemon.checkIns.length).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
      expect(daemon.punchCount()).toBe(before);
    } finally {
      await daemon.startListening();
    }

    expect(await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(daemon.punchCount()).toBe(before + 1);
    expect(new Set(daemon.checkIns.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(daemon.checkIns.every((c) => c.images?.length === 4 && c.images.every((frame) => frame === PHOTO))).toBe(true);
    expect(screen.queryByText('Guardando tu checada… no te retires.')).not.toBeInTheDocument();
  }, 30_000);

  it('after trying for the whole retry window, says the punch could not be saved', async () => {
    const user = userEvent.setup();
    await approvedKiosk({ capture: () => PHOTO, timing: { checkInRetryForMs: 600, checkInRetryDelayMs: 50, checkInRetryMaxDelayMs: 100 } });
    await daemon.stopListening();
    try {
      await user.click(checkInButton());
      expect(await screen.findByText('Guardando tu checada… no te retires.')).toBeInTheDocument();
      expect(
        await screen.findByText('No se pudo guardar tu checada: no hay conexión con el servidor. Avisa a un administrador.', {}, { timeout: 5_000 }),
      ).toBeInTheDocument();
    } finally {
      await daemon.startListening();
    }
    expect(checkInButton()).toBeEnabled();
    expect(daemon.checkIns.length).toBeGreaterThan(2);
    expect(new Set(daemon.checkIns.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Reloj Checador Autorizado' })).toBeInTheDocument();
  });

  it('switches to the rejected screen when the device was rejected while in use', async () => {
    const user = userEvent.setup();
    const { code } = await approvedKiosk({ capture: () => PHOTO });
    await daemon.reject(code);
    await user.click(checkInButton());
    await heading('Este dispositivo ha sido rechazado.');
    expect(screen.queryByRole('button', { name: 'Checar Entrada / Salida' })).not.toBeInTheDocument();
  });
});
