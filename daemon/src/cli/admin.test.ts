import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, closeDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../db/repositories/index.js';
import { systemClock } from '../lib/clock.js';
import { createLogger } from '../logger.js';
import { createSetupGate, createAuthService, ensureFirstAdmin, FREE_FAILURES } from '../services/auth/index.js';
import { runAdminCommand } from './admin.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'reloj-cli-'));
  dirs.push(dir);
  return dir;
};
const withAuth = async <T>(dir: string, fn: (auth: ReturnType<typeof createAuthService>) => Promise<T>) => {
  const db = openDatabase(join(dir, 'reloj.sqlite'));
  migrate(db);
  try {
    return await fn(createAuthService({ ...createRepositories(db), clock: systemClock }));
  } finally {
    closeDatabase(db);
  }
};

describe('npm run admin -- reset-password', () => {
  it('sets a new password that logs in, closes the old sessions, and the old password stops working', async () => {
    const dir = dataDir();
    const oldToken = await withAuth(dir, async (auth) => {
      await auth.createUser('gerente', 'contraseña-vieja');
      return (await auth.login('gerente', 'contraseña-vieja', '127.0.0.1')).token;
    });
    const out: string[] = [];
    const answers = ['contraseña-nueva-1', 'contraseña-nueva-1'];
    const code = await runAdminCommand(['reset-password', 'gerente'], {
      env: { RELOJ_DATA_DIR: dir },
      ask: async () => answers.shift()!,
      out: (l) => out.push(l),
    });
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('Contraseña de "gerente" cambiada');
    await withAuth(dir, async (auth) => {
      expect(auth.authenticate(oldToken)).toBeUndefined();
      await expect(auth.login('gerente', 'contraseña-vieja', '10.0.0.1')).rejects.toMatchObject({ status: 401 });
      await expect(auth.login('gerente', 'contraseña-nueva-1', '10.0.0.2')).resolves.toMatchObject({ user: { usuario: 'gerente' } });
    });
  });

  it('changes nothing when the two answers differ, or the user does not exist, or the password is short', async () => {
    const dir = dataDir();
    await withAuth(dir, (auth) => auth.createUser('gerente', 'contraseña-vieja'));
    const out: string[] = [];
    const io = (answers: string[], env: Record<string, string> = {}) => ({
      env: { RELOJ_DATA_DIR: dir, ...env },
      ask: async () => answers.shift()!,
      out: (l: string) => out.push(l),
    });
    expect(await runAdminCommand(['reset-password', 'gerente'], io(['una-contraseña-1', 'otra-contraseña-2']))).toBe(1);
    expect(await runAdminCommand(['reset-password', 'nadie'], io([], { RELOJ_NEW_PASSWORD: 'contraseña-nueva-1' }))).toBe(1);
    expect(await runAdminCommand(['reset-password', 'gerente'], io([], { RELOJ_NEW_PASSWORD: 'corta' }))).toBe(1);
    expect(await runAdminCommand([], io([]))).toBe(2);
    expect(out).toEqual([
      'Las contraseñas no coinciden. No se cambió nada.',
      'Error: El usuario "nadie" no existe.',
      'Error: La contraseña debe tener al menos 10 caracteres.',
      expect.stringMatching(/^Uso: npm run admin -- reset-password <usuario> \| create <usuario> \| unlock <usuario>\n[\s\S]*restore-backup/),
    ]);
    await withAuth(dir, async (auth) => {
      await expect(auth.login('gerente', 'contraseña-vieja', '127.0.0.1')).resolves.toBeTruthy();
    });
  });
});

describe('npm run admin -- unlock', () => {
  const lockOut = (dir: string) =>
    withAuth(dir, async (auth) => {
      await auth.createUser('gerente', 'contraseña-buena');
      for (let i = 0; i < FREE_FAILURES; i += 1) await expect(auth.login('gerente', 'mala-contraseña', '192.168.1.20')).rejects.toMatchObject({ status: 401 });
      await expect(auth.login('gerente', 'contraseña-buena', '192.168.1.20')).rejects.toMatchObject({ status: 429 });
    });

  it("lifts the locks that a user's failed logins left in the daemon's database", async () => {
    const dir = dataDir();
    await lockOut(dir);
    const out: string[] = [];
    const io = { env: { RELOJ_DATA_DIR: dir }, ask: async () => 'no se pregunta nada', out: (l: string) => out.push(l) };
    expect(await runAdminCommand(['unlock', 'Gerente'], io)).toBe(0);
    expect(await runAdminCommand(['unlock', 'gerente'], io)).toBe(0);
    expect(out).toEqual(['Bloqueos de "Gerente" quitados: ya puede iniciar sesión.', '"gerente" no tenía intentos fallidos registrados.']);
    await withAuth(dir, async (auth) => {
      await expect(auth.login('gerente', 'contraseña-buena', '192.168.1.20')).resolves.toMatchObject({ user: { usuario: 'gerente' } });
    });
  });

  it('a password reset lifts them too', async () => {
    const dir = dataDir();
    await lockOut(dir);
    const io = { env: { RELOJ_DATA_DIR: dir, RELOJ_NEW_PASSWORD: 'contraseña-nueva-1' }, ask: async () => '', out: () => {} };
    expect(await runAdminCommand(['reset-password', 'gerente'], io)).toBe(0);
    await withAuth(dir, async (auth) => {
      await expect(auth.login('gerente', 'contraseña-nueva-1', '192.168.1.20')).resolves.toBeTruthy();
    });
  });
});

describe('first administrator at start-up', () => {
  it('is created from RELOJ_ADMIN_USER / RELOJ_ADMIN_PASSWORD on an empty database, once', async () => {
    const dir = dataDir();
    await withAuth(dir, async (auth) => {
      const config = { adminUser: 'Tecnico', adminPassword: 'imagen-preconfigurada', port: 3001 };
      expect(await ensureFirstAdmin(auth, config, createSetupGate(), createLogger('silent'))).toBe('created');
      expect(await ensureFirstAdmin(auth, config, createSetupGate(), createLogger('silent'))).toBe('exists');
      await expect(auth.login('tecnico', 'imagen-preconfigurada', '127.0.0.1')).resolves.toBeTruthy();
    });
  });

  it('falls back to the setup screen when the variables are missing or the password is too short', async () => {
    const dir = dataDir();
    await withAuth(dir, async (auth) => {
      expect(await ensureFirstAdmin(auth, { port: 3001 }, createSetupGate(), createLogger('silent'))).toBe('setup');
      expect(await ensureFirstAdmin(auth, { adminUser: 'x1', adminPassword: 'corta', port: 3001 }, createSetupGate(), createLogger('silent'))).toBe('setup');
      expect(auth.setupRequired()).toBe(true);
    });
  });
});
