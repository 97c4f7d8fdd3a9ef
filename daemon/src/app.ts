import type Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import type { Clock } from './lib/clock.js';
import type { Logger } from './logger.js';
import { apiNotFound, looksLikeApi } from './middlewares/apiNotFound.js';
import { sessionGuards } from './middlewares/auth.js';
import { jsonBody } from './middlewares/body.js';
import { boxHostNames, hostCheck } from './middlewares/hostCheck.js';
import { applyRouteFacts } from './middlewares/routeFacts.js';
import { lanToHttps } from './middlewares/transport.js';
import { createRouter } from './routes/router.js';
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
import { faceEngineUnavailable } from './errors.js';

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
  /** The HTTPS port once it listens (LAN browsers are sent there); undefined without HTTPS. */
  httpsPort?: () => number | undefined;
  /** The names in the HTTPS certificate: the box answers to them (and to its own names and addresses). */
  certificateNames?: () => readonly string[];
};

/** Every JSON route under /api, each with its guard and body parser in front (see middlewares/routeFacts.ts). */
export function apiRouter(deps: AppDeps, auth: AuthService, setupGate: SetupGate): Router {
  const devices = createDeviceService(deps.db, deps.clock, deps.logger);
  const identify: Identify = (image) => {
    if (!deps.faces?.identify) throw faceEngineUnavailable();
    return deps.faces.identify(image);
  };
  const checkIn = createCheckInService({
    db: deps.db,
    clock: deps.clock,
    timeZone: deps.config.timeZone,
    duplicateWindowSeconds: deps.config.duplicateWindowSeconds,
    identify,
  });
  const httpsPort = deps.httpsPort ?? (() => undefined);

  const api = createRouter('/api');
  for (const router of [
    healthRouter(deps),
    authRouter(auth, setupGate, httpsPort),
    auditRouter(deps.db),
    cataloguesRouter(deps.db, deps.clock),
    employeesRouter(deps),
    facesRouter(deps),
    devicesRouter(devices),
    attendanceRouter({ db: deps.db, clock: deps.clock, timeZone: deps.config.timeZone, devices, checkIn }),
    backupsRouter(deps),
  ]) {
    api.use(router.routes());
  }
  applyRouteFacts(api, { ...sessionGuards(auth, deps.db, deps.clock, httpsPort), jsonBody: jsonBody() });
  return api;
}

export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  app.proxy = false; // never trust X-Forwarded-* headers: the box is reached directly
  app.silent = true; // errors are logged by errorHandler, once, without request bodies

  const auth = deps.auth ?? createAuthService(deps.db, deps.clock, deps.logger);
  const api = apiRouter(deps, auth, deps.setupGate ?? createSetupGate());

  app.use(securityHeaders());
  app.use(errorHandler(deps.logger));
  app.use(hostCheck(deps.logger, () => boxHostNames(deps.config.allowedHosts, deps.certificateNames)));
  app.use(lanToHttps(deps.httpsPort ?? (() => undefined), looksLikeApi));
  app.use(async (ctx, next) => {
    if (looksLikeApi(ctx)) ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(sameOriginJsonOnly(deps.logger));
  app.use(api.routes());
  app.use(apiNotFound());
  app.use(serveUi(deps.config.uiDir));
  return app;
}
