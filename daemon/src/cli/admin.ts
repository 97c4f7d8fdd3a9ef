#!/usr/bin/env node
/**
 * Administration from a shell on the box:
 *   npm run admin -- reset-password <usuario>   (new password from RELOJ_NEW_PASSWORD, or asked twice)
 *   npm run admin -- create <usuario>
 *   npm run admin -- unlock <usuario>           (lifts the locks left by failed logins)
 *   npm run admin -- limite-legal --desde AAAA-MM-DD --horas-semana N --dobles N --max-dia N --dias N --fuente "..."
 *                                               (a dated row of the week's legal limits: cli/limiteLegal.ts)
 *   npm run admin -- restore-backup [--aceptar-otra-caja --clave-publica <archivo.pem>] [--operador "Nombre"] <respaldo.sqlite>
 *                                               (with the daemon stopped: cli/restore.ts)
 *   npm run admin -- verificar [--cabeza <hash>] (recomputes the record's chain, and finds a tarjeta's head in it:
 *                                               exit 0 when it holds, 1 when not: cli/verificar.ts)
 *   npm run admin -- actualizar <paquete> | --pendiente   (as root: installs a signed release, cli/actualizar.ts)
 */
import { createInterface } from 'node:readline';
import { loadConfig } from '../config.js';
import { closeDatabase, openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { createRepositories } from '../db/repositories/index.js';
import { systemClock } from '../lib/clock.js';
import { isMainModule } from '../lib/isMainModule.js';
import { databaseFile } from '../paths.js';
import { createAuthService } from '../services/auth/index.js';
import { LIMITE_LEGAL_USAGE, runLimiteLegal } from './limiteLegal.js';
import { ACTUALIZAR_USAGE, runActualizar } from './actualizar.js';
import { runRestore } from './restore.js';
import { runVerificar, VERIFICAR_USAGE } from './verificar.js';

type Io = { env: NodeJS.ProcessEnv; ask: (prompt: string) => Promise<string>; out: (line: string) => void };

const USAGE = `Uso: npm run admin -- reset-password <usuario> | create <usuario> | unlock <usuario>\n${LIMITE_LEGAL_USAGE}\n       npm run admin -- restore-backup [--aceptar-otra-caja --clave-publica <archivo.pem>] [--operador "Nombre"] <respaldo.sqlite>   (con el servicio detenido)\n${VERIFICAR_USAGE}\n${ACTUALIZAR_USAGE}`;

/** Opens the box's database (migrated) for one command and closes it after. */
function withDatabase<T>(env: NodeJS.ProcessEnv, fn: (db: Db) => T): T {
  const db = openDatabase(databaseFile(loadConfig(env).dataDir));
  try {
    migrate(db);
    return fn(db);
  } finally {
    closeDatabase(db);
  }
}

async function withDatabaseAsync<T>(env: NodeJS.ProcessEnv, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase(databaseFile(loadConfig(env).dataDir));
  try {
    migrate(db);
    return await fn(db);
  } finally {
    closeDatabase(db);
  }
}

export async function runAdminCommand(args: string[], io: Io): Promise<number> {
  const [command, usuario] = args;
  if (command === 'restore-backup') return runRestore(args.slice(1), io);
  if (command === 'actualizar') return runActualizar(args.slice(1), io);
  if (command === 'verificar') return withDatabaseAsync(io.env, (db) => runVerificar(createRepositories(db), io.out, args.slice(1)));
  if (command === 'limite-legal')
    return withDatabase(io.env, (db) => {
      const repo = createRepositories(db);
      return runLimiteLegal(args.slice(1), {
        limitesLegales: repo.limitesLegales,
        auditoria: repo.auditoria,
        transaction: repo.transaction,
        clock: systemClock,
        out: io.out,
      });
    });
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
  const db = openDatabase(databaseFile(config.dataDir));
  try {
    migrate(db);
    const repo = createRepositories(db);
    const auth = createAuthService({
      usuarios: repo.usuarios,
      sessions: repo.sessions,
      failedAttempts: repo.failedAttempts,
      transaction: repo.transaction,
      clock: systemClock,
    });
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

if (isMainModule(import.meta.url)) {
  void runAdminCommand(process.argv.slice(2), { env: process.env, ask: askHidden, out: (l) => console.log(l) }).then((code) => process.exit(code));
}
