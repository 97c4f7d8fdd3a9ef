import { jetstreamManager } from '@nats-io/jetstream';
import { HQ_DOMAIN, HQ_STREAM } from '@reloj/contract/eventos';
import { loadConfig } from './config.js';
import { cajasOf } from './hub/cajasFile.js';
import { ensureHqStream } from './hub/hqStream.js';
import { startConsumer } from './consumer.js';
import { migrate } from './db/migrate.js';
import { createPool } from './db/pool.js';
import { startLatidos } from './latidos.js';
import { createLogger } from './logger.js';
import { connectNats } from './natsConnection.js';
import { startAnnouncer } from './versiones/announcer.js';
import { startWeb } from './web/server.js';

/** Headquarters: boxes' events from NATS JetStream into PostgreSQL, heartbeats, and the 'Corporativo' page. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const pool = createPool(config.databaseUrl, logger);
  const applied = await migrate(pool);
  if (applied.length) logger.info({ migraciones: applied }, 'esquema de PostgreSQL actualizado');

  const { nc, connected } = await connectNats(config.nats, logger);
  const jsm = await jetstreamManager(nc, { domain: HQ_DOMAIN });
  if (config.cajasFile) {
    // Create the stream if missing and source exactly the boxes of the hub's users file.
    await ensureHqStream(jsm, cajasOf(config.cajasFile));
  }
  // Without the users file the stream is managed elsewhere: wait for it rather than guess its sources.
  for (
    let attempt = 0;
    !(await jsm.streams.info(HQ_STREAM).then(
      () => true,
      () => false,
    ));
    attempt++
  ) {
    if (attempt % 12 === 0) logger.warn({ stream: HQ_STREAM, dominio: HQ_DOMAIN }, 'el stream del corporativo no existe todavía; esperando');
    await new Promise((r) => setTimeout(r, 5_000));
  }

  const consumer = await startConsumer({ nc, pool, logger });
  const latidos = startLatidos({ nc, pool, logger });
  // Releases (issue 32): the canary first, the rest once it installed, nothing more once stopped.
  const announcer = startAnnouncer({ pool, nc, logger });
  const web = await startWeb({
    pool,
    logger,
    host: config.web.host,
    port: config.web.port,
    timeZone: config.timeZone,
    driftAlertSeconds: config.driftAlertSeconds,
    ...(config.web.password ? { auth: { user: config.web.user, password: config.web.password } } : {}),
    natsConnected: connected,
  });
  logger.info({ url: web.url, nats: config.nats.url }, 'servicio corporativo listo');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'deteniendo el servicio corporativo');
    await web.close();
    await consumer.stop();
    await latidos.stop();
    await announcer.stop();
    await nc.drain().catch(() => undefined);
    await pool.end();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
