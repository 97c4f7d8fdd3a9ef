import Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config.js';
import type { Db } from './db/connection.js';
import { notFound } from './errors.js';
import type { Clock } from './lib/clock.js';
import type { Logger } from './logger.js';
import { jsonBody } from './middlewares/body.js';
import { errorHandler } from './middlewares/errors.js';
import { serveUi } from './middlewares/static.js';
import { cataloguesRouter } from './routes/catalogues/catalogues.js';
import { healthRouter } from './routes/health/health.js';

export type FaceStatus = { status: 'ok' } | { status: 'error'; reason: string };

/** Everything the HTTP layer needs, built once by main.ts (or by a test). */
export type AppDeps = {
  config: Config;
  db: Db;
  clock: Clock;
  logger: Logger;
  faceStatus?: () => FaceStatus;
};

export function createApp(deps: AppDeps): Koa {
  const app = new Koa();
  app.proxy = false; // never trust X-Forwarded-* headers: the box is reached directly
  app.silent = true; // errors are logged by errorHandler, once, without request bodies

  const api = new Router({ prefix: '/api' });
  for (const router of [healthRouter(deps), cataloguesRouter(deps.db, deps.clock)]) {
    api.use(router.routes(), router.allowedMethods());
  }
  api.all('/{*rest}', () => {
    throw notFound('not_found', 'Ruta no encontrada.');
  });

  app.use(errorHandler(deps.logger));
  app.use(async (ctx, next) => {
    if (ctx.path === '/api' || ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store');
    await next();
  });
  app.use(jsonBody());
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.use(serveUi(deps.config.uiDir));
  return app;
}
