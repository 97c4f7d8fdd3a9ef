import { join } from 'node:path';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { closeDatabase, openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { createLogger } from './logger.js';
import { createSetupGate } from './routes/auth/setupGate.js';
import { createAuthService } from './services/auth.js';
import { ensureFirstAdmin } from './services/firstAdmin.js';
import { version } from './version.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const dbFile = join(config.dataDir, 'reloj.sqlite');
  const db = openDatabase(dbFile);
  const schemaVersion = migrate(db);
  logger.info({ dbFile, schemaVersion }, 'database ready');

  const auth = createAuthService(db, systemClock);
  const setupGate = createSetupGate();
  await ensureFirstAdmin(auth, config, setupGate, logger);
  auth.purgeExpiredSessions();

  const app = createApp({ config, db, clock: systemClock, logger, auth, setupGate });
  const server = app.listen(config.port, config.host, () => {
    logger.info({ port: config.port, version }, `Reloj Checador escuchando en http://localhost:${config.port}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down');
    server.close(() => {
      closeDatabase(db);
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
