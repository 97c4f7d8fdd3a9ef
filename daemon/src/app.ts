import Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import { notFound } from './errors.js';
import type { Clock } from './lib/clock.js';
import type { Logger } from './logger.js';
import { sessionGuard } from './middlewares/auth.js';
import { jsonBody } from './middlewares/body.js';
import { sameOriginJsonOnly } from './middlewares/csrf.js';
import { errorHandler } from './middlewares/errors.js';
import { securityHeaders } from './middlewares/securityHeaders.js';
import { serveUi } from './middlewares/static.js';
import { auditRouter } from './routes/audit/audit.js';
import { backupsRouter } from './routes/backups/backups.js';
import type { BackupService } from './services/backups.js';
import { authRouter } from './routes/auth/auth.js';
import { createSetupGate, type SetupGate } from './routes/auth/setupGate.js';
import { createAuthService, type AuthService } from './services/auth.js';
import { cataloguesRouter } from './routes/catalogues/catalogues.js';
import { employeesRouter } from './routes/employees/employees.js';
import { facesRouter } from './routes/faces/faces.js';
import { healthRouter } from './routes/health/health.js';
import { attendanceRouter } from './routes/attendance/attendance.js';
import { devicesRouter } from './routes/devices/devices.js';
import { createCheckInService, type Identify } from './services/checkIn.js';
import { createDeviceService } from './services/devices.js';
import type { FaceService } from './services/faces.js';
import { serviceUnavailable } from './errors.js';

export type FaceStatus = { status: 'ok' } | { status: 'error'; reason: string };

/** Everything the HTTP layer needs, built once by main.ts (or by a test). */
export type AppDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  faceStatus?: () => FaceStatus;
  /** The face service, when loaded: employees leave / re-enter its in-memory gallery on baja / reactivation. */
  faces?: { removeEmployee(employeeId: number): void; reload?: () => unknown; identify?: Identify } & Partial<Pick<FaceService, 'enroll' | 'requireEmployee'>>;
  /** Built by createApp when not given; main.ts passes its own to seed the first admin and log the setup code. */
  auth?: AuthService;
  setupGate?: SetupGate;
  /** Database backups; main.ts passes the one its daily schedule uses, so that only one runs at a time. */
  backups?: BackupService;
};

/** Every JSON route under /api; exported so tests can walk the whole surface (e.g. 401 without a session). */
export function apiRouter(deps: AppDeps, auth: AuthService, setupGate: SetupGate): Router {
  const devices = createDeviceService(deps.db, deps.clock);
  const identify: Identify = (image) => {
    if (!deps.faces?.identify) throw serviceUnavailable('face_engine_unavailable', 'El reconocimiento facial no está disponible en este momento.');
    return deps.faces.identify(image);
  };
  const checkIn = createCheckInService({
    db: deps.db,
    clock: deps.clock,
    timeZone: deps.config.timeZone,
    duplicateWindowSeconds: deps.config.duplicateWindowSeconds,
    identify,
  });

  const api = new Router({ prefix: '/api' });
  for (const router of [
    healthRouter(deps),
    authRouter(auth, setupGate),
    auditRouter(deps.db),
    cataloguesRouter(deps.db, deps.clock),
    employeesRouter(deps),
    facesRouter(deps),
    devicesRouter(devices),
    attendanceRouter({ db: deps.db, clock: deps.clock, timeZone: deps.config.timeZone, devices, checkIn }),
    backupsRouter(deps),
  ]) {
    api.use(router.routes(), router.allowedMethods());
  }
  api.all('/{*rest}', () => {
    throw notFound('not_found', 'Ruta no encontrada.');
  });
  return api;
}

export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  app.proxy = false; // never trust X-Forwarded-* headers: the box is reached directly
  app.silent = true; // errors are logged by errorHandler, once, without request bodies

  const auth = deps.auth ?? createAuthService(deps.db, deps.clock);
  const api = apiRouter(deps, auth, deps.setupGate ?? createSetupGate());

  app.use(securityHeaders());
  app.use(errorHandler(deps.logger));
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(sameOriginJsonOnly());
  app.use(sessionGuard(auth, deps.db, deps.clock));
  app.use(jsonBody());
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(serveUi(deps.config.uiDir));
  return app;
}
