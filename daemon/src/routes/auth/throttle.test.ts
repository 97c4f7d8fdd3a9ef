import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { createRepositories } from '../../db/repositories/index.js';
import { createAuthService, FREE_FAILURES } from '../../services/auth/index.js';
import { TEST_ADMIN, trackedTestServers } from '../../test-support/testServer.js';

const dirs: string[] = [];
const start = trackedTestServers(afterEach);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const movableClock = () => {
  let now = Date.parse('2026-11-22T15:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};

/** A pino logger whose JSON lines the test can read. */
const capturedLogger = () => {
  const lines: string[] = [];
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void lines.push(line) });
  return { logger, lines, events: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
};

const from = (address: string) => ({ 'x-test-remote-address': address });
const TOO_MANY = /^Demasiados intentos fallidos\. Espera \d+ segundos e inténtalo de nuevo\.$/;

describe('login throttle under concurrency', () => {
  it('hashes at most the free allowance of 20 wrong passwords sent at once from one address; the rest get 429', async () => {
    const server = await start({ secure: true });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'mala-contraseña' }, from('192.168.1.66'))),
    );
    const wrong = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status === 429);
    expect(wrong.length).toBeGreaterThan(0);
    expect(wrong.length).toBeLessThanOrEqual(FREE_FAILURES);
    expect(wrong.length + refused.length).toBe(20);
    for (const answer of refused) {
      expect(answer.body.code).toBe('too_many_attempts');
      expect(answer.body.error).toMatch(TOO_MANY);
      expect(answer.body.details.retryAfter).toBeGreaterThan(0);
    }
  });

  it('15 wrong passwords for admin sent at once from another address do not keep the administrator out of their own', async () => {
    const clock = movableClock();
    const server = await start({ secure: true, clock });
    const attack = await Promise.all(
      Array.from({ length: 15 }, () => server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'adivinando' }, from('192.168.1.66'))),
    );
    expect(attack.filter((a) => a.status === 429).length).toBeGreaterThan(0);
    expect((await server.anonymous('POST', '/api/auth/login', TEST_ADMIN, from('192.168.1.66'))).status).toBe(429); // the attacker stays locked
    expect((await server.anonymous('POST', '/api/auth/login', TEST_ADMIN, from('192.168.1.10'))).status).toBe(200);

    // And again, as often as the attacker's own lock lets them: the administrator still gets in.
    for (let round = 0; round < 8; round += 1) {
      const again = await server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'adivinando' }, from('192.168.1.66'));
      if (again.status === 429) clock.advance(again.body.details.retryAfter * 1000);
      const home = await server.anonymous('POST', '/api/auth/login', TEST_ADMIN, from('192.168.1.10'));
      expect(home.status).toBe(200);
    }
  });

  it('slows a user name down across addresses only briefly (at most 30 s), never for minutes', async () => {
    const clock = movableClock();
    const server = await start({ secure: true, clock });
    for (let i = 0; i < 30; i += 1) {
      const answer = await server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'adivinando' }, from(`10.0.${i}.1`));
      if (answer.status === 429) clock.advance(answer.body.details.retryAfter * 1000);
    }
    const home = await server.anonymous('POST', '/api/auth/login', TEST_ADMIN, from('192.168.1.10'));
    if (home.status === 429) {
      expect(home.body.details.retryAfter).toBeLessThanOrEqual(30);
      clock.advance(home.body.details.retryAfter * 1000);
      expect((await server.anonymous('POST', '/api/auth/login', TEST_ADMIN, from('192.168.1.10'))).status).toBe(200);
    } else expect(home.status).toBe(200);
  });
});

describe('a lock outlives the daemon', () => {
  it('survives a restart on the same data directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'reloj-throttle-'));
    dirs.push(dir);
    const file = join(dir, 'reloj.sqlite');
    const before = openDatabase(file);
    migrate(before);
    const auth = createAuthService({ ...createRepositories(before), clock: { now: () => new Date() } });
    await auth.createUser('gerente', 'contraseña-buena');
    for (let i = 0; i < FREE_FAILURES; i += 1) await expect(auth.login('gerente', 'mala-contraseña', '192.168.1.66')).rejects.toMatchObject({ status: 401 });
    closeDatabase(before);

    const after = openDatabase(file);
    try {
      const restarted = createAuthService({ ...createRepositories(after), clock: { now: () => new Date() } });
      await expect(restarted.login('gerente', 'contraseña-buena', '192.168.1.66')).rejects.toMatchObject({
        status: 429,
        message: expect.stringMatching(TOO_MANY),
      });
    } finally {
      closeDatabase(after);
    }
  });
});

describe('first-run setup code', () => {
  const admin = { usuario: 'tecnico', password: 'una-contraseña-larga' };

  it('answers 429 after a few wrong codes from one address, even to the right code; another address is not affected', async () => {
    const server = await start({ withoutAdmin: true, secure: true });
    const setupGate = server.services.setupGate;
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      const wrong = await server.anonymous('POST', '/api/auth/setup', { ...admin, codigo: `AAAA-BBB${i + 2}` }, from('192.168.1.66'));
      expect(wrong.status).toBe(403);
      expect(wrong.body.code).toBe('setup_code_required');
    }
    const blocked = await server.anonymous('POST', '/api/auth/setup', { ...admin, codigo: setupGate.code }, from('192.168.1.66'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error).toMatch(TOO_MANY);
    expect(server.db.prepare('SELECT COUNT(*) AS n FROM usuarios').get()).toEqual({ n: 0 });
    const other = await server.anonymous('POST', '/api/auth/setup', { ...admin, codigo: setupGate.code }, from('192.168.1.70'));
    expect(other.status).toBe(201);
  });

  it('counts wrong codes sent at once before checking any', async () => {
    const server = await start({ withoutAdmin: true, secure: true });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => server.anonymous('POST', '/api/auth/setup', { ...admin, codigo: 'AAAA-BBBB' }, from('192.168.1.66'))),
    );
    expect(answers.filter((a) => a.status === 403)).toHaveLength(FREE_FAILURES);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(12 - FREE_FAILURES);
  });
});

describe('security log', () => {
  it('logs failed logins and locks with user and address, never a password', async () => {
    const { logger, lines, events } = capturedLogger();
    const server = await start({ secure: true, logger });
    for (let i = 0; i < FREE_FAILURES + 1; i += 1)
      await server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'secreto-adivinado' }, from('192.168.1.66'));
    await server.anonymous('POST', '/api/auth/login', { usuario: 'admin', password: 'secreto-adivinado' }, from('192.168.1.66'));
    await server.anonymous('POST', '/api/auth/login', { usuario: 'mi-contraseña-secreta', password: 'x' }, from('192.168.1.67'));

    const failed = events().filter((e) => e.evento === 'login_fallido' && e.ip === '192.168.1.66');
    expect(failed).toHaveLength(FREE_FAILURES); // the next two were refused without checking the password
    expect(failed[0]).toMatchObject({ level: 40, usuario: 'admin', ip: '192.168.1.66' });
    expect(failed[FREE_FAILURES - 1]).toMatchObject({ bloqueo: 'par', esperaSegundos: 2 });
    expect(events().filter((e) => e.evento === 'login_bloqueado')).toEqual([
      expect.objectContaining({ level: 40, usuario: 'admin', ip: '192.168.1.66', bloqueo: 'par', esperaSegundos: expect.any(Number) }),
    ]);
    expect(events()).toContainEqual(expect.objectContaining({ evento: 'login_fallido', usuarioDesconocido: true, ip: '192.168.1.67' }));
    const text = lines.join('');
    expect(text).not.toContain('secreto-adivinado');
    expect(text).not.toContain('mi-contraseña-secreta'); // a name that is no account may be a password typed in the wrong box
  });

  it('logs wrong setup codes and the setup lock', async () => {
    const { logger, events } = capturedLogger();
    const server = await start({ withoutAdmin: true, secure: true, logger });
    for (let i = 0; i < FREE_FAILURES + 2; i += 1)
      await server.anonymous('POST', '/api/auth/setup', { usuario: 'intruso', password: 'una-contraseña-larga', codigo: 'AAAA-BBBB' }, from('192.168.1.66'));
    expect(events().filter((e) => e.evento === 'codigo_configuracion_incorrecto')).toHaveLength(FREE_FAILURES);
    expect(events().filter((e) => e.evento === 'configuracion_bloqueada')).toEqual([expect.objectContaining({ level: 40, ip: '192.168.1.66' })]);
  });
});
