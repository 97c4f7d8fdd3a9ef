/**
 * `@reloj/daemon/testing`: what the UI's tests need of the daemon, the real app in process on a temporary SQLite
 * file. Other workspaces import the daemon's test support only through this file (and `./branch.ts`), never by path.
 */
export { startTestServer, NO_FACE_ENGINE, type TestServer, type TestServerOptions } from './testServer.js';
export { modelsDir, readFace, toDataUrl } from './faces.js';
export { seedAcceptanceWeek, WEEK } from './acceptanceWeek.js';
export { seedTurnosWeek, TURNOS_WEEK } from './turnosWeek.js';
// 'Avisos' (issue 44): a real SMTP server and a webhook receiver on loopback.
export { selfSignedCertificate, startTestSmtp, startWebhookReceiver, type TestSmtp } from './testSmtp.js';

// The pieces a UI test assembles its own daemon from (kiosk tests with a scripted face engine, a damaged database).
export { createApp } from '../app.js';
export { loadConfig } from '../config.js';
export type { Db } from '../db/connection.js';
export { reconocimientoRepository, type Intento } from '../db/repositories/reconocimiento.js';
export { challengeExpired, faceEngineLoading, faceEngineUnavailable, routeNotFound } from '../errors.js';
export { loadFaceEngine } from '../face/load.js';
export type { ChallengeRequest, FaceMatch, FaceOutcome, Identification } from '../face/outcome.js';
export type { Clock } from '../lib/clock.js';
export { createLogger } from '../logger.js';
export { damagedDatabaseApp } from '../damagedDatabaseApp.js';

// Signed release bundles for the 'Actualizaciones' tests (issue 32).
export { generateReleaseKeys } from '../release/keys.js';
export { manifestOnlyBundle } from './releaseBundles.js';
