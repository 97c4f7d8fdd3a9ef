import { afterEach, describe, expect, it } from 'vitest';
import { readFace, toDataUrl } from '../../test-support/faces.js';
import { trackedTestServers, type TestServer } from '../../test-support/testServer.js';
import { type MovableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

// Issue 26 hole 4: the kiosk NIP limits. A right NIP clears only that número's count, never the kiosk's (an employee
// could try 14 colleagues' NIPs, punch with their own, and repeat); and a número is locked per (número, kiosk), with a
// higher limit for the número from every kiosk that applies only at kiosks that failed for it, so one kiosk cannot
// lock out another kiosk's employees. Two approved kiosks, real HTTP, a clock the test moves.
const startServer = trackedTestServers(afterEach);
const PHOTO = toDataUrl(readFace('people', 'obama', '2.jpg'), '2.jpg');
const KIOSKS = { a: 'kiosko-nip-a-0001', b: 'kiosko-nip-b-0002' } as const;
const START = '2026-03-24T15:00:00.000Z'; // 09:00 on a Tuesday in Mexico City
const HOUR_MS = 60 * 60 * 1000;

type Box = { server: TestServer; clock: MovableClock & { advance: (ms: number) => void } };

/** Ana (0042, NIP 4821) and Luis (0043, NIP 1357), two approved kiosks. */
async function box(): Promise<Box> {
  let now = Date.parse(START);
  const clock = { now: () => new Date(now), set: (iso: string) => void (now = Date.parse(iso)), advance: (ms: number) => void (now += ms) };
  const server = await startServer({ env: { TZ: 'America/Mexico_City' }, clock });
  const company = await setUpCompany(server);
  for (const [nombre, numeroEmpleado, pin] of [
    ['Ana López', '0042', '4821'],
    ['Luis Mora', '0043', '1357'],
  ] as const) {
    const id = await hire(server, company, { nombre, numeroEmpleado });
    expect((await server.request('PUT', `/api/employees/${id}/pin`, { pin })).status).toBe(204);
  }
  for (const fingerprint of Object.values(KIOSKS)) await server.anonymous('POST', '/api/devices/verify', { fingerprint });
  for (const device of (await server.request('GET', '/api/devices')).body)
    expect((await server.request('POST', `/api/devices/${device.id}/approve`)).status).toBe(200);
  return { server, clock };
}

const punch = (b: Box, kiosk: keyof typeof KIOSKS, numeroEmpleado: string, pin: string) =>
  b.server.anonymous('POST', '/api/attendance/check-in-pin', { numeroEmpleado, pin, image: PHOTO }, { 'X-Device-Fingerprint': KIOSKS[kiosk] });

describe("a right NIP does not clear the kiosk's count", () => {
  it("14 colleagues' NIPs, one's own, then the kiosk is slowed down for everyone at it (the attack of the issue)", async () => {
    // Each número is locked at a kiosk after 5 wrong NIPs, so the attacker spreads the guesses over números.
    const spread = await box();
    for (let i = 0; i < 14; i += 1) expect((await punch(spread, 'a', String(5000 + i), '1111')).status).toBe(422);
    expect((await punch(spread, 'a', '0042', '4821')).status).toBe(201); // their own NIP
    expect((await punch(spread, 'a', '5014', '1111')).status).toBe(422); // the 15th wrong NIP at this kiosk
    const locked = await punch(spread, 'a', '5015', '1111');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      error: 'Demasiados NIP incorrectos en este reloj. Espera 1 minuto o pide a tu supervisor que registre tu checada.',
      code: 'pin_locked',
      details: { retryAfter: 60 },
    });
    // The other kiosk is not affected.
    expect((await punch(spread, 'b', '0043', '1357')).status).toBe(201);
  });

  it('allows 21 wrong NIPs per kiosk in the first hour, then 4 an hour, however many own NIPs are punched between them', async () => {
    const b = await box();
    const guesses = { firstHour: 0, secondHour: 0 };
    const start = b.clock.now().getTime();
    let wrongSinceOwn = 0;
    for (let n = 0; b.clock.now().getTime() - start < 2 * HOUR_MS && n < 200; n += 1) {
      if (wrongSinceOwn === 14) {
        // The attack: punch with one's own NIP every 14 wrong ones (it used to reset the kiosk's count).
        const own = await punch(b, 'a', '0042', '4821');
        expect([200, 201, 429]).toContain(own.status);
        if (own.status !== 429) wrongSinceOwn = 0;
      }
      const guess = await punch(b, 'a', String(7000 + n), '1111');
      if (guess.status === 429) {
        b.clock.advance(guess.body.details.retryAfter * 1000);
        continue;
      }
      expect(guess.status).toBe(422);
      wrongSinceOwn += 1;
      if (b.clock.now().getTime() - start < HOUR_MS) guesses.firstHour += 1;
      else guesses.secondHour += 1;
      b.clock.advance(500);
    }
    // 15 free, then waits of 1, 2, 4, 8, 15, 15 … minutes (the kiosk's count is forgotten only after an hour without a wrong NIP).
    expect(guesses).toEqual({ firstHour: 21, secondHour: 4 });
  }, 120_000);
});

describe('one kiosk cannot lock a número at another', () => {
  it('5 wrong NIPs for Ana at kiosk a lock her there only; at kiosk b her right NIP punches, even after 10 wrong ones at a', async () => {
    const b = await box();
    for (let i = 0; i < 5; i += 1) expect((await punch(b, 'a', '0042', String(1000 + i))).status).toBe(422);
    const locked = await punch(b, 'a', '0042', '4821');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('Demasiados intentos con ese número. Espera 5 minutos o pide a tu supervisor que registre tu checada.');
    // Kiosk a keeps guessing as often as its lock lets it, past the número's limit of 10 from every kiosk.
    let wrong = 5;
    while (wrong < 11) {
      const guess = await punch(b, 'a', '0042', String(1100 + wrong));
      if (guess.status === 429) b.clock.advance(guess.body.details.retryAfter * 1000);
      else {
        expect(guess.status).toBe(422);
        wrong += 1;
      }
    }
    const atB = await punch(b, 'b', '0042', '4821');
    expect(atB.status).toBe(201);
    expect(atB.body).toMatchObject({ nombre: 'ANA LÓPEZ' });
  }, 60_000);

  it('the número from every kiosk is limited too: past 10 in all, a kiosk that failed for it waits, even with the right NIP', async () => {
    const b = await box();
    // Kiosk a: 9 wrong NIPs for Ana, as often as its lock lets it (5 free, then 5, 10, 20 and 30 minutes).
    for (let wrong = 0; wrong < 9;) {
      const guess = await punch(b, 'a', '0042', String(1000 + wrong));
      if (guess.status === 429) b.clock.advance(guess.body.details.retryAfter * 1000);
      else wrong += 1;
    }
    expect((await punch(b, 'b', '0042', '2000')).status).toBe(422); // the 10th, at kiosk b: its first
    const refused = await punch(b, 'b', '0042', '4821');
    expect(refused.status).toBe(429); // the número's lock: kiosk b has failed for it (once, under its own limit of 5)
    expect(refused.body.error).toBe('Demasiados intentos con ese número. Espera 5 minutos o pide a tu supervisor que registre tu checada.');
    expect(b.server.db.prepare("SELECT tipo, fallos FROM intentos_fallidos WHERE usuario = '0042' ORDER BY tipo, fallos").all()).toEqual([
      { tipo: 'nip', fallos: 10 },
      { tipo: 'nip_par', fallos: 1 },
      { tipo: 'nip_par', fallos: 9 },
    ]);
    // A new NIP from the administrator lifts every lock of the número, at every kiosk.
    const ana = (b.server.db.prepare("SELECT id FROM empleados WHERE numero_empleado = '0042'").get() as { id: number }).id;
    expect((await b.server.request('PUT', `/api/employees/${ana}/pin`, { pin: '9753' })).status).toBe(204);
    expect(b.server.db.prepare("SELECT COUNT(*) AS n FROM intentos_fallidos WHERE usuario = '0042'").get()).toEqual({ n: 0 });
    expect((await punch(b, 'b', '0042', '9753')).status).toBe(201);
  }, 60_000);
});
