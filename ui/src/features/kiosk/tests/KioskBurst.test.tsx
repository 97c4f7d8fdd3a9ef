/**
 * A press sends a burst of frames, and the kiosk answers the head-turn challenge the daemon may ask for (issue 14
 * item 2), against the real daemon with a stand-in face engine (kioskDaemon.ts): real 428 / 409 / 422 answers, real
 * punches in SQLite. The real models on a moving and a still face are the browser tests' (daemon/e2e/kiosk*.test.ts).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeExpired } from '@reloj/daemon/testing';
import { challenge, recognised, refused, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
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
  daemon.setFaceEngine(null);
  daemon.checkIns.length = 0;
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  vi.restoreAllMocks();
});

const approvedKiosk = (props: Parameters<typeof approvedKioskOn>[1] = {}) => approvedKioskOn(daemon, props);

const TURN_LEFT = 'Gira la cabeza hacia tu izquierda';
const TURN_RIGHT = 'Gira la cabeza hacia tu derecha';
const SPOOF = 'No se pudo confirmar que sea una persona real frente a la cámara. Inténtalo de nuevo sin fotos ni pantallas.';
const EXPIRED = 'Se acabó el tiempo para hacer el movimiento. Presiona el botón para checar de nuevo.';

/** The challenge prompt on screen, if any: the daemon's sentence in the alert drawn over the camera. */
const prompt = () => screen.queryByText(/^Gira la cabeza hacia tu /)?.closest<HTMLElement>('[role="alert"]') ?? null;

/** A webcam whose every photo is different, remembering when each was taken and whether the prompt was up. */
function recordingCamera() {
  const shots: { frame: string; at: number; promptShown: boolean }[] = [];
  const capture = () => {
    const frame = `${PHOTO}${shots.length}`;
    shots.push({ frame, at: performance.now(), promptShown: prompt() !== null });
    return frame;
  };
  return { shots, capture };
}

describe('a press', () => {
  it("sends a burst of 4 frames about a quarter of a second apart, with 'Verificando...' on the button from the first one", async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Lucía Hernández');
    daemon.setFaceEngine(async () => recognised(employeeId));
    const camera = recordingCamera();
    await approvedKiosk({ capture: camera.capture, timing: { burstIntervalMs: 250 } }); // the real spacing

    await user.click(checkInButton());
    expect(camera.shots).toHaveLength(1);
    expect(checkInButton()).toHaveTextContent('Verificando...');
    expect(checkInButton()).toBeDisabled();
    expect(daemon.checkIns).toHaveLength(0); // still filming

    expect(await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`)).toBeInTheDocument();
    expect(daemon.checkIns).toHaveLength(1);
    const [sent] = daemon.checkIns;
    expect(sent?.images).toEqual(camera.shots.map((s) => s.frame));
    expect(sent?.images).toHaveLength(4);
    expect(sent).toMatchObject({ image: undefined, reto: undefined });
    const gaps = camera.shots.slice(1).map((s, i) => s.at - camera.shots[i]!.at);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(200);
    expect(camera.shots.at(-1)!.at - camera.shots[0]!.at).toBeLessThan(1_500);
  });

  it("says 'No se pudo capturar la imagen. Intenta de nuevo.' when the camera stops giving photos mid-burst, and sends nothing", async () => {
    const user = userEvent.setup();
    let calls = 0;
    await approvedKiosk({ capture: () => (++calls <= 2 ? PHOTO : null) });
    await user.click(checkInButton());
    expect(await screen.findByText('No se pudo capturar la imagen. Intenta de nuevo.')).toBeInTheDocument();
    expect(daemon.checkIns).toHaveLength(0);
    expect(checkInButton()).toBeEnabled();
  });
});

describe('a challenge (428 challenge_required)', () => {
  it.each([
    ['girar_izquierda', TURN_LEFT, 'left'],
    ['girar_derecha', TURN_RIGHT, 'right'],
  ] as const)(
    '%s: shows "%s" large with the arrow to the screen\'s %s, films 6 new frames under it, sends them with the reto and a new Idempotency-Key, and punches',
    async (accion, sentence, side) => {
      const user = userEvent.setup();
      const employeeId = await daemon.createEmployee('Jorge Ñúñez Peña');
      const reto = 'c0ffee'.padEnd(32, '0');
      daemon.setFaceEngine(async (_frames, opts) => (opts.reto === reto ? recognised(employeeId) : challenge(accion, reto)));
      const camera = recordingCamera();
      await approvedKiosk({ capture: camera.capture, timing: { challengeLeadMs: 400 } });
      const before = daemon.punchCount();

      await user.click(checkInButton());
      const shown = await waitFor(() => {
        const alert = prompt();
        expect(alert).not.toBeNull();
        return alert!;
      });
      expect(shown).toHaveTextContent(sentence);
      expect(shown).toHaveTextContent('Despacio, y después vuelve a mirar a la cámara.');
      expect(shown).toHaveClass(`kiosk-challenge--${side}`);
      expect(shown.closest('.kiosk-checkin__camera')).not.toBeNull(); // over the camera, where the person looks
      expect(daemon.punchCount()).toBe(before); // nothing stored yet
      expect(checkInButton()).toBeDisabled();
      expect(checkInButton()).toHaveTextContent('Verificando...');

      expect(await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`)).toBeInTheDocument();
      expect(prompt()).toBeNull();
      expect(daemon.punchCount()).toBe(before + 1);

      expect(daemon.checkIns).toHaveLength(2);
      const [burst, answer] = daemon.checkIns;
      expect(burst?.images).toHaveLength(4);
      expect(burst?.reto).toBeUndefined();
      expect(answer?.reto).toBe(reto);
      expect(answer?.images).toHaveLength(6);
      expect(answer?.images).toEqual(camera.shots.slice(4).map((s) => s.frame)); // new frames, not the burst's
      expect(camera.shots.slice(4).every((s) => s.promptShown)).toBe(true); // filmed while the instruction was up
      expect(answer?.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
      expect(answer?.idempotencyKey).not.toBe(burst?.idempotencyKey);
      expect(answer?.fingerprint).toBe(burst?.fingerprint);
    },
  );

  it('shows the spoof refusal when the frames do not show the turn, stores nothing, and is ready for the next person', async () => {
    const user = userEvent.setup();
    daemon.setFaceEngine(async (_frames, opts) => (opts.reto ? refused({ reason: 'spoof', liveness: 0.9, challenge: 'failed' }) : challenge('girar_derecha')));
    await approvedKiosk({ capture: () => PHOTO });
    const before = daemon.punchCount();

    await user.click(checkInButton());
    expect(await screen.findByText(SPOOF)).toBeInTheDocument();
    expect(prompt()).toBeNull();
    expect(daemon.punchCount()).toBe(before);
    expect(daemon.checkIns.map((c) => c.reto)).toEqual([undefined, 'a'.repeat(32)]);
    expect(checkInButton()).toBeEnabled();
    expect(checkInButton()).toHaveTextContent('Checar Entrada / Salida');
  });

  it("shows the daemon's sentence when the challenge expired (409), stores nothing and does not resend", async () => {
    const user = userEvent.setup();
    daemon.setFaceEngine(async (_frames, opts) => {
      if (opts.reto) throw challengeExpired();
      return challenge('girar_izquierda');
    });
    await approvedKiosk({ capture: () => PHOTO, timing: { checkInRetryDelayMs: 20, checkInRetryMaxDelayMs: 20 } });
    const before = daemon.punchCount();

    await user.click(checkInButton());
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(daemon.punchCount()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 200)); // many retry delays: a 409 is final
    expect(daemon.checkIns).toHaveLength(2);
    expect(checkInButton()).toBeEnabled();
  });

  it('resends a lost answer to the challenge with its own Idempotency-Key, and the punch is stored once', async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Marisol Ávila');
    daemon.setFaceEngine(async (_frames, opts) => (opts.reto ? recognised(employeeId) : challenge('girar_derecha')));
    let lost = false;
    await approvedKiosk({
      capture: () => {
        if (prompt() && !lost) {
          lost = true;
          daemon.loseNextCheckInAnswer(); // the answer to the challenge reaches the daemon; its reply is lost
        }
        return PHOTO;
      },
    });
    const before = daemon.punchCount();

    await user.click(checkInButton());
    expect(await screen.findByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`, {}, { timeout: 5_000 })).toBeInTheDocument();
    const keys = daemon.checkIns.map((c) => c.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(keys[2]).toBe(keys[1]);
    expect(keys[1]).not.toBe(keys[0]);
    expect(daemon.checkIns[2]?.reto).toBe('a'.repeat(32));
    expect(daemon.punchCount()).toBe(before + 1);
    // The daemon answered the resend with the punch it had stored: this press's own, told as new (issue 45 item 6).
    expect(screen.queryByText('Esta checada ya estaba registrada; no se guardó otra.')).not.toBeInTheDocument();
  });
});
