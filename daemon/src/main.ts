import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/connection.js';
import { migrate } from './db/migrate.js';
import { loadFaceEngine } from './face/load.js';
import { systemClock } from './lib/clock.js';
import { createLogger } from './logger.js';
import { ensureFirstAdmin } from './services/auth/index.js';
import { createServices } from './services/index.js';
import { startRespaldoSchedule } from './jobs/respaldos.js';
import { startRetentionSchedule } from './jobs/retention.js';
import { startRegistroSchedule } from './jobs/registro.js';
import { startAvisosSender } from './jobs/avisos.js';
import { startAvisosProgramados } from './jobs/avisosProgramados.js';
import { startVigilancia } from './jobs/vigilancia.js';
import { noteDamageFound } from './jobs/databaseDamage.js';
import { checkDatabaseAtStart, databaseCreatedAt, markDatabaseCreated } from './jobs/databaseCheck.js';
import { explainingFullDisk } from './system/diskSpace.js';
import { serveDamagedDatabase } from './damagedDatabase.js';
import { namesOf } from './system/certificate.js';
import { startHttps, type HttpsHandle } from './system/https.js';
import { loadMachineId } from './system/machineId.js';
import { createNotifier } from './system/notify.js';
import { applyPendingRestore } from './services/respaldos/index.js';
import { restartProcess } from './system/restart.js';
import { createShutdown, onStopSignals } from './system/shutdown.js';
import { version } from './version.js';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // systemd (Type=notify): STATUS lines, READY=1 below, WATCHDOG=1 pings. Nothing without NOTIFY_SOCKET.
  const notifier = createNotifier({ logger });
  notifier.startWatchdog();
  // Issue 46: the models load in their worker threads while the main thread opens the database and starts listening;
  // the box says READY without waiting for them (face routes answer 503 'se está iniciando' for that second or two,
  // which the kiosk resends; NIP punches and the panel work at once).
  const faceEngineLoad = loadFaceEngine(config.modelsDir);
  const machineIdLoad = loadMachineId();
  void notifier.status('Abriendo la base de datos…');
  // A restore confirmed in 'Respaldos' before the restart that brought us here: installed before the database opens.
  applyPendingRestore(config.dataDir, { logger, now: () => systemClock.now() });
  // Issue 26: a damaged file, or an empty or missing one on a box that had data, is never opened for writing: the
  // box shows 'La base de datos está dañada; llama al técnico' instead, until a backup is restored.
  const opened = explainingFullDisk(config.dataDir, logger, () => {
    const check = checkDatabaseAtStart(config.dataDir);
    if (!check.ok) return check;
    const db = openDatabase(check.dbFile);
    return { ...check, db, schemaVersion: migrate(db) };
  });
  if (!opened.ok) {
    // Issue 44: the 'base_danada' alert is raised from this note at the first start with a usable database.
    try {
      noteDamageFound(config.dataDir, opened.problem, systemClock.now());
    } catch (error) {
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'cannot write the damaged-database note');
    }
    // The models started loading for nothing: their worker threads are let go once in.
    void faceEngineLoad.then((load) => (load.status === 'ok' ? load.engine.close() : undefined));
    return serveDamagedDatabase({ config, problem: opened.problem, logger, notifier, machineId: await machineIdLoad });
  }
  const { db, dbFile, schemaVersion, quickCheckMs } = opened;
  try {
    markDatabaseCreated(config.dataDir);
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'cannot write the database marker');
  }
  logger.info({ dbFile, schemaVersion, quickCheckMs: Math.round(quickCheckMs) }, 'database ready');

  // Every service, and what each depends on: services/index.ts. `restart`: a restore confirmed in 'Respaldos'.
  let restarting = false;
  const stop: { shutdown?: (signal: string) => Promise<void> } = {};
  const restart = () => {
    restarting = true;
    void stop.shutdown?.('restauracion');
  };
  const machineId = await machineIdLoad;
  const services = createServices({ config, db, clock: systemClock, logger, faceEngine: faceEngineLoad, machineId, restart });
  const { auth, setupGate, faces, respaldos: backups } = services;
  // Issue 44: a damaged database found at an earlier start, now usable again (restored): the 'base_danada' alert.
  try {
    services.avisosInmediatos.baseRestaurada();
  } catch (error) {
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'damaged-database alert not raised');
  }
  // Issue 40: the first start writes the box's first day in service (no day before it is a falta).
  logger.info({ inicioRegistro: services.inicioRegistro.alArrancar(databaseCreatedAt(config.dataDir)).fecha }, 'record start');
  await ensureFirstAdmin(auth, config, setupGate, logger);
  auth.purgeExpiredSessions();

  let https: HttpsHandle | undefined;
  const app = createApp(config, services, {
    logger,
    httpsPort: () => https?.port,
    certificateNames: () => (https ? namesOf(https.material()) : []),
  });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
  logger.info({ port: config.port, version }, `Reloj Checador escuchando en http://localhost:${config.port}`);

  // HTTPS for the LAN (webcam and cookies need a secure origin). Without it the kiosk still works.
  try {
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's callback answers its own errors (ctx.onerror): its promise never rejects
    https = await startHttps({ handler: app.callback(), host: config.host, port: config.httpsPort, dataDir: config.dataDir, logger });
  } catch (error) {
    logger.error({ err: error instanceof Error ? error.message : String(error), httpsPort: config.httpsPort }, 'https unavailable');
  }

  const listening = `http :${config.port}${https ? `, https :${https.port}` : ' (sin HTTPS)'}`;
  const engineWords = { ok: 'cargado', loading: 'cargándose', error: 'NO disponible' } as const;
  const readyStatus = () => `Listo: ${listening}; motor facial ${engineWords[faces.status().status]}.`;
  const schedule = startRespaldoSchedule(backups, {
    clock: systemClock,
    logger,
    onStatus: (text) => void notifier.status(text ?? readyStatus()),
    onFailure: (motivo) => void services.avisos.respaldoFallido(motivo),
  });
  const retention = startRetentionSchedule(services.retention, { logger });
  const chain = startRegistroSchedule(services.registro, { logger, now: () => systemClock.now().getTime() });
  // Issue 44: alerts by e-mail and webhook, from the `avisos` outbox.
  const avisosSender = startAvisosSender(services.avisos, { logger });
  // Issue 44: the late arrivals and the daily summary, checked every minute.
  const avisosProgramados = startAvisosProgramados(services.avisosProgramados, { logger });
  const vigilancia = startVigilancia({ kioscos: services.avisosInmediatos.revisarKioscos, disco: services.disk.status }, { logger });
  const updateOutcomes = services.actualizacionRegistro.start();
  // Headquarters (issue 17): the leaf nats-server and the outbox relay; nothing without RELOJ_HQ_NATS_URL.
  await services.corporativo.start();
  await notifier.ready(readyStatus());
  // Whether the system clock is NTP-synchronised (timedatectl), recorded with every punch and event from now on.
  // Started after READY: its first check starts a process, which a start in under a second cannot wait for.
  const clockSync = services.clockSync.start();
  // A missing or corrupt model is reported (/api/health, 503 on face routes), never a crash.
  faces.whenEngineSettled((load) => {
    if (load.status === 'ok') logger.info({ modelId: load.engine.modelId, loadMs: Math.round(load.loadMs), faces: faces.gallerySize() }, 'face engine ready');
    else logger.error({ reason: load.reason }, 'face engine unavailable');
    void notifier.status(readyStatus());
  });

  const shutdown = (stop.shutdown = createShutdown({
    servers: https ? [server, https.server] : [server],
    db,
    logger,
    notifier,
    stopTimers: [
      schedule.stop,
      retention.stop,
      chain.stop,
      avisosSender.stop,
      avisosProgramados.stop,
      vigilancia.stop,
      clockSync.stop,
      updateOutcomes.stop,
      () => https?.stop(),
    ],
    drain: [backups.idle, services.corporativo.stop],
    exit: (code) => (restarting ? restartProcess(code, { logger }) : process.exit(code)),
  }));
  onStopSignals(shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
