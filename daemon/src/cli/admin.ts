#!/usr/bin/env node
/**
 * Administration from a shell on the box:
 *   npm run admin -- reset-password <usuario>   (new password from RELOJ_NEW_PASSWORD, or asked twice)
 *   npm run admin -- create <usuario>
 *   npm run admin -- unlock <usuario>           (lifts the locks left by failed logins)
 */
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config.js';
import { closeDatabase, openDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { systemClock } from '../lib/clock.js';
import { createAuthService } from '../services/auth.js';

type Io = { env: NodeJS.ProcessEnv; ask: (prompt: string) => Promise<string>; out: (line: string) => void };

const USAGE = 'Uso: npm run admin -- reset-password <usuario> | create <usuario> | unlock <usuario>';

export async function runAdminCommand(args: string[], io: Io): Promise<number> {
  const [command, usuario] = args;
  if (!command || !usuario || !['reset-password', 'create', 'unlock'].includes(command)) {
    io.out(USAGE);
    return 2;
  }
  let password = io.env.RELOJ_NEW_PASSWORD;
  if (!password && command !== 'unlock') {
    password = await io.ask('Nueva contraseña (al menos 10 caracteres): ');
    if ((await io.ask('Repite la contraseña: ')) !== password) {
      io.out('Las contraseñas no coinciden. No se cambió nada.');
      return 1;
    }
  }
  const config = loadConfig(io.env);
  const db = openDatabase(join(config.dataDir, 'reloj.sqlite'));
  try {
    migrate(db);
    const auth = createAuthService(db, systemClock);
    if (command === 'unlock') {
      const lifted = auth.unlock(usuario);
      io.out(lifted > 0 ? `Bloqueos de "${usuario}" quitados: ya puede iniciar sesión.` : `"${usuario}" no tenía intentos fallidos registrados.`);
      return 0;
    }
    if (command === 'create') await auth.createUser(usuario, password ?? '');
    else await auth.resetPassword(usuario, password ?? '');
    io.out(command === 'create' ? `Usuario "${usuario}" creado.` : `Contraseña de "${usuario}" cambiada. Sus sesiones abiertas se cerraron.`);
    return 0;
  } catch (error) {
    io.out(`Error: ${(error as Error).message}`);
    return 1;
  } finally {
    closeDatabase(db);
  }
}

function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
    const rlWithOutput = rl as unknown as { _writeToOutput: (s: string) => void };
    rlWithOutput._writeToOutput = (s: string) => {
      if (s.includes(prompt)) process.stdout.write(prompt);
    };
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminCommand(process.argv.slice(2), { env: process.env, ask: askHidden, out: (l) => console.log(l) }).then((code) => process.exit(code));
}
