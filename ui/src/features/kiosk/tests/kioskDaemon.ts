/**
 * The real daemon for the kiosk tests: the Koa app on a temporary SQLite file, on a free port, with
 * the UI's same-origin `/api/...` calls routed to it (as ui/src/test/realDaemon.ts does). Unlike that
 * helper it does not sign the kiosk in (a kiosk has no session), and it adds what the kiosk tests
 * need: a stand-in face engine and guidance, a switch to make the server unreachable, a daemon restart on the
 * same port, and the administrator's approve / reject calls.
 */
import { createServer, type Server } from 'node:http';
import { ENCUADRE_PATH, type Encuadre } from '@reloj/contract/encuadre';
import type { AddressInfo } from 'node:net';
import {
  createApp,
  createLogger,
  faceEngineUnavailable,
  startTestServer,
  type ChallengeRequest,
  type Clock,
  type FaceMatch,
  type FaceOutcome,
  type Identification,
  type TestServer,
} from '@reloj/daemon/testing';

/** The frames of one check-in (one photo, a burst, or the answer to a challenge with its `reto`). */
/**
 * The query of GET /api/attendance that finds a punch made just now: the default range is today's working day, and a
 * punch shortly after midnight may belong to yesterday's (night shifts), so ask for yesterday to tomorrow.
 */
export function aroundNow(now = new Date()): string {
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return `desde=${day(-1)}&hasta=${day(1)}`;
}

export type FaceEngine = (frames: readonly (string | Buffer)[], opts: { reto?: string }) => Promise<Identification>;

/** What the face engine says for a recognised employee. */
export const recognised = (employeeId: number): FaceMatch => ({
  kind: 'match',
  employeeId,
  score: 0.8,
  margin: 0.3,
  liveness: 0.97,
  livenessOk: true,
  challenged: false,
  crop: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  embedding: new Float32Array(512),
});

/** What the face engine says when the passive evidence is uncertain: the kiosk must ask for a head turn (428). */
export const challenge = (accion: ChallengeRequest['accion'], reto = 'a'.repeat(32)): ChallengeRequest => ({
  kind: 'challenge',
  reto,
  accion,
  expiraEnMs: 8_000,
});

/** What the face engine says when nobody is recognised, and why. */
export const refused = (outcome: FaceOutcome): Identification => ({ kind: 'no_match', outcome });

type DeviceRow = { id: number; codigo: string; status: 'pending' | 'approved' | 'rejected' };

/** One check-in request as the kiosk sent it: `images` for a burst, with `reto` when it answers a challenge. */
export type SentCheckIn = {
  fingerprint: string | null;
  idempotencyKey: string | null;
  image?: string;
  images?: string[];
  reto?: string;
  confirmarSalida?: boolean;
};

/** What the daemon's guidance answers for a frame (issue 16); throwing an AppError answers that error. */
export type Framing = (image: string) => Promise<Encuadre>;

/** One POST /api/attendance/encuadre as the kiosk sent it. */
export type SentFraming = { fingerprint: string | null; image: string };

/** One POST /api/attendance/check-in-pin as the kiosk sent it. */
export type SentPinCheckIn = {
  fingerprint: string | null;
  idempotencyKey: string | null;
  numeroEmpleado: string;
  pin: string;
  image: string;
  confirmarSalida?: boolean;
};

export type KioskDaemon = {
  server: TestServer;
  /** What the face engine answers; null means there is none (the daemon answers 503). */
  setFaceEngine: (engine: FaceEngine | null) => void;
  /** What the guidance answers; null means the daemon's own (which, without face models, answers 503). */
  setFraming: (framing: Framing | null) => void;
  /** Every guidance frame the kiosk sent, in order. */
  framings: SentFraming[];
  /** false: every call fails as if the network were down. */
  setReachable: (reachable: boolean) => void;
  /** The next check-in reaches the daemon, but its answer is lost on the way back (a dropped connection). */
  loseNextCheckInAnswer: () => void;
  /** The same for the next check-in with the número de empleado and NIP. */
  loseNextPinAnswer: () => void;
  /** The daemon the kiosk talks to stops listening (connections refused), as when its process is down. */
  stopListening: () => Promise<void>;
  /** It starts again on the same port with a new app on the same database, as after a restart. */
  startListening: () => Promise<void>;
  /** Every check-in the kiosk sent, in order. */
  checkIns: SentCheckIn[];
  /** Every check-in with the número de empleado and NIP the kiosk sent, in order. */
  pinCheckIns: SentPinCheckIn[];
  device: (code: string) => Promise<DeviceRow>;
  devices: () => Promise<DeviceRow[]>;
  approve: (code: string) => Promise<void>;
  reject: (code: string) => Promise<void>;
  /** An active employee 08:00-17:00 (with the branch and position it needs), plus any other fields; returns the id. */
  createEmployee: (nombre: string, fields?: Record<string, unknown>) => Promise<number>;
  punchCount: () => number;
  stop: () => Promise<void>;
};

async function ok<T>(response: Promise<{ status: number; body: unknown; text: string }>, what: string): Promise<T> {
  const r = await response;
  if (r.status >= 400) throw new Error(`${what}: ${r.status} ${r.text}`);
  return r.body as T;
}

/**
 * `clock`: the daemon's time (the system's unless given), for punches on a known day and hour. `httpsPort`: the box's
 * HTTPS port, which the privacy address an approved kiosk is told names (issue 30).
 */
export async function startKioskDaemon(
  env: Record<string, string> = {},
  options: { clock?: Clock; withoutAdmin?: boolean; httpsPort?: number } = {},
): Promise<KioskDaemon> {
  const httpsPort = options.httpsPort === undefined ? undefined : () => options.httpsPort;
  const server = await startTestServer({ env, clock: options.clock, withoutAdmin: options.withoutAdmin, httpsPort });
  // The stand-in: who the face service says is in the frames (the check-in service asks it on every punch).
  let identify: FaceEngine | null = null;
  const standIn: FaceEngine = async (frames, opts) => {
    if (!identify) throw faceEngineUnavailable();
    return identify(frames, opts);
  };
  server.services.faces.identify = (image) => standIn([image], {});
  server.services.faces.identifyFrames = (images, opts = {}) => standIn(images, { reto: opts.reto });
  const ownFraming = server.services.framing.assess;
  let framing: Framing | null = null;
  server.services.framing.assess = (deviceId, image) => (framing ? framing(image) : ownFraming(deviceId, image));
  const framings: SentFraming[] = [];
  // The kiosk's daemon: the same app and database as `server` (whose listener the administrator's
  // calls use), on a listener of its own that can go down and come back on the same port.
  let listener: Server | undefined;
  let port = 0;
  const startListening = async () => {
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's callback answers its own errors (ctx.onerror): its promise never rejects
    const next = createServer(createApp(server.config, server.services, { logger: createLogger('silent'), httpsPort }).callback());
    await new Promise<void>((resolve, reject) => next.once('error', reject).listen(port, '127.0.0.1', resolve));
    port = (next.address() as AddressInfo).port;
    listener = next;
  };
  const stopListening = async () => {
    const current = listener;
    listener = undefined;
    if (!current) return;
    current.closeAllConnections();
    await new Promise<void>((resolve) => current.close(() => resolve()));
  };
  await startListening();
  const originalFetch = globalThis.fetch;
  let reachable = true;
  let loseAnswer = false;
  let losePinAnswer = false;
  const checkIns: SentCheckIn[] = [];
  const pinCheckIns: SentPinCheckIn[] = [];

  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return originalFetch(input, init);
    if (!reachable) throw new TypeError('fetch failed');
    if (input === ENCUADRE_PATH) {
      const headers = new Headers(init?.headers);
      framings.push({ fingerprint: headers.get('X-Device-Fingerprint'), image: (JSON.parse(String(init?.body)) as { image: string }).image });
    }
    const isCheckIn = input === '/api/attendance/check-in';
    if (isCheckIn) {
      const headers = new Headers(init?.headers);
      const { image, images, reto, confirmarSalida } = JSON.parse(String(init?.body)) as Pick<SentCheckIn, 'image' | 'images' | 'reto' | 'confirmarSalida'>;
      checkIns.push({ fingerprint: headers.get('X-Device-Fingerprint'), idempotencyKey: headers.get('Idempotency-Key'), image, images, reto, confirmarSalida });
    }
    const isPinCheckIn = input === '/api/attendance/check-in-pin';
    if (isPinCheckIn) {
      const headers = new Headers(init?.headers);
      const { numeroEmpleado, pin, image, confirmarSalida } = JSON.parse(String(init?.body)) as Pick<
        SentPinCheckIn,
        'numeroEmpleado' | 'pin' | 'image' | 'confirmarSalida'
      >;
      pinCheckIns.push({
        fingerprint: headers.get('X-Device-Fingerprint'),
        idempotencyKey: headers.get('Idempotency-Key'),
        numeroEmpleado,
        pin,
        image,
        confirmarSalida,
      });
    }
    const response = await originalFetch(`http://127.0.0.1:${port}${input}`, init);
    if ((isCheckIn && loseAnswer) || (isPinCheckIn && losePinAnswer)) {
      if (isCheckIn) loseAnswer = false;
      else losePinAnswer = false;
      await response.arrayBuffer(); // the daemon did answer; the kiosk never hears it
      throw new TypeError('fetch failed');
    }
    return response;
  };

  const devices = () => ok<DeviceRow[]>(server.request('GET', '/api/devices'), 'GET /api/devices');
  const device = async (code: string) => {
    const found = (await devices()).find((d) => d.codigo === code);
    if (!found) throw new Error(`no device with code ${code}`);
    return found;
  };
  const decide = (action: 'approve' | 'reject') => async (code: string) => {
    const { id } = await device(code);
    await ok(server.request('POST', `/api/devices/${id}/${action}`), `${action} ${code}`);
  };

  let branchReady = false;
  return {
    server,
    setFaceEngine: (engine) => {
      identify = engine;
    },
    setFraming: (next) => {
      framing = next;
    },
    framings,
    setReachable: (value) => {
      reachable = value;
    },
    loseNextCheckInAnswer: () => {
      loseAnswer = true;
    },
    loseNextPinAnswer: () => {
      losePinAnswer = true;
    },
    stopListening,
    startListening,
    checkIns,
    pinCheckIns,
    device,
    devices,
    approve: decide('approve'),
    reject: decide('reject'),
    createEmployee: async (nombre, fields = {}) => {
      if (!branchReady) {
        await ok(server.request('POST', '/api/sucursales', { nombre: 'Centro' }), 'POST /api/sucursales');
        await ok(server.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 300 }), 'POST /api/puestos');
        branchReady = true;
      }
      const created = await ok<{ id: number }>(
        server.request('POST', '/api/employees', {
          nombre,
          sucursal: 'Centro',
          puesto: 'Cajero',
          salario: 300,
          bono: 0,
          fechaIngreso: '2024-01-15',
          horaEntrada: '08:00',
          horaSalida: '17:00',
          ...fields,
        }),
        'POST /api/employees',
      );
      return created.id;
    },
    punchCount: () => (server.db.prepare('SELECT COUNT(*) AS n FROM checadas').get() as { n: number }).n,
    stop: async () => {
      globalThis.fetch = originalFetch;
      await stopListening();
      await server.close();
    },
  };
}
