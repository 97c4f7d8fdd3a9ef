import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { backupDir } from './paths.js';
import { version } from './version.js';
import { CERT_FILE, KEY_FILE, namesOf } from './system/certificate.js';
import type { DatabaseProblem } from './jobs/databaseCheck.js';
import { damagedDatabaseApp } from './damagedDatabaseApp.js';
import { tlsDir } from './system/https.js';
import type { Notifier } from './system/notify.js';
import { createShutdown, onStopSignals } from './system/shutdown.js';

const what: Record<DatabaseProblem['motivo'], { es: string; en: string }> = {
  danada: { es: 'está dañada', en: 'is damaged' },
  vacia: { es: 'está vacía y este reloj ya tenía datos', en: 'is empty and this box had data' },
  falta: { es: 'no existe y este reloj ya tenía datos', en: 'is missing and this box had data' },
};

/** deploy/restore-backup.sh of this installation (daemon/src or daemon/dist, two levels below it). */
const restoreScript = resolve(import.meta.dirname, '..', '..', 'deploy', 'restore-backup.sh');

/** The one log line a technician reads (journalctl -u reloj-checador): what, where, and what to do, in both languages. */
export function technicianLine(problem: DatabaseProblem): string {
  const backups = backupDir(resolve(problem.dbFile, '..'));
  const { es, en } = what[problem.motivo];
  return (
    `La base de datos ${problem.dbFile} ${es} (${problem.finding}); no se modificó y el reloj no atiende checadas. ` +
    `Restaure un respaldo: sudo ${restoreScript} ${backups}/<respaldo>.sqlite` +
    ` | The database ${problem.dbFile} ${en} (${problem.finding}); it was left untouched and the box takes no punches. ` +
    `Restore a backup: sudo ${restoreScript} ${backups}/<backup>.sqlite`
  );
}

/** The box's HTTPS certificate as it is on disk, or undefined: it is never made or renewed here. */
function existingCertificate(dataDir: string): { cert: string; key: string } | undefined {
  const dir = tlsDir(dataDir);
  const [certFile, keyFile] = [join(dir, CERT_FILE), join(dir, KEY_FILE)];
  if (!existsSync(certFile) || !existsSync(keyFile)) return undefined;
  try {
    return { cert: readFileSync(certFile, 'utf8'), key: readFileSync(keyFile, 'utf8') };
  } catch {
    return undefined;
  }
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done((server.address() as AddressInfo).port);
    });
  });

/**
 * Instead of a crash loop (issue 26): logs the technician's line, serves `damagedDatabaseApp` on the usual ports
 * (HTTPS only with the certificate already on disk), and tells systemd it is ready with a STATUS that says why,
 * so `Restart=always` has nothing to restart. Runs until SIGTERM; the database file is never opened for writing.
 */
export async function serveDamagedDatabase(options: {
  config: Config;
  problem: DatabaseProblem;
  logger: Logger;
  notifier: Notifier;
  machineId: string;
}): Promise<void> {
  const { config, problem, logger, notifier } = options;
  logger.fatal({ dbFile: problem.dbFile, motivo: problem.motivo, finding: problem.finding }, technicianLine(problem));
  const tls = existingCertificate(config.dataDir);
  const app = damagedDatabaseApp(config, problem, { logger, machineId: options.machineId, certificateNames: () => (tls ? namesOf(tls) : []) });
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's callback answers its own errors (ctx.onerror): its promise never rejects
  const servers: Server[] = [createHttpServer(app.callback())];
  await listen(servers[0]!, config.port, config.host);
  if (tls) {
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's callback answers its own errors (ctx.onerror): its promise never rejects
    const https = createHttpsServer({ ...tls, minVersion: 'TLSv1.2' }, app.callback());
    https.on('tlsClientError', () => undefined);
    try {
      const httpsPort = await listen(https, config.httpsPort, config.host);
      servers.push(https);
      logger.info({ httpsPort }, 'https listening');
    } catch (error) {
      logger.error({ err: error instanceof Error ? error.message : String(error), httpsPort: config.httpsPort }, 'https unavailable');
    }
  }
  logger.info({ port: config.port, version }, `Reloj Checador: base de datos dañada; solo se muestra el aviso en http://localhost:${config.port}`);
  await notifier.ready(`Base de datos dañada (${problem.dbFile}): no se atienden checadas. Restaure un respaldo: journalctl -u reloj-checador.`);
  onStopSignals(createShutdown({ servers, logger, notifier }));
}
