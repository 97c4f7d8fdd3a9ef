import Koa from 'koa';
import type { Config } from './config.js';
import { damagedDatabase } from './errors.js';
import type { Logger } from './logger.js';
import { looksLikeApi } from './middlewares/apiNotFound.js';
import { errorHandler } from './middlewares/errors.js';
import { boxHostNames, hostCheck } from './middlewares/hostCheck.js';
import { securityHeaders } from './middlewares/securityHeaders.js';
import { serveUi } from './middlewares/static.js';
import { version } from './version.js';
import type { DatabaseProblem } from './jobs/databaseCheck.js';

/** The sentence of issue 26, shown large on the kiosk (and by the panel) while the database cannot be used. */
export const DAMAGED_MESSAGE = 'La base de datos está dañada; llama al técnico.';

/** What the kiosk shows under it, by what was found. */
const detalle: Record<DatabaseProblem['motivo'], string> = {
  danada: 'El archivo de la base de datos no pasó la revisión al arrancar. No se guardan checadas hasta que el técnico restaure un respaldo.',
  vacia: 'El archivo de la base de datos está vacío, pero este reloj ya tenía datos. No se guardan checadas hasta que el técnico restaure un respaldo.',
  falta: 'No está el archivo de la base de datos, pero este reloj ya tenía datos. No se guardan checadas hasta que el técnico restaure un respaldo.',
};

/**
 * The app served instead of the real one while the database cannot be used: every /api call answers 503
 * `base_danada` with the Spanish sentence (the kiosk's device check shows it large), /api/health says so too, and the
 * built UI is served so that the kiosk page can. Nothing here touches the data directory.
 */
export function damagedDatabaseApp(
  config: Config,
  problem: DatabaseProblem,
  options: { logger: Logger; machineId: string; certificateNames?: () => readonly string[] },
): Koa {
  const app = new Koa();
  app.proxy = false;
  app.silent = true;
  const details = { motivo: problem.motivo, detalle: detalle[problem.motivo] };
  app.use(securityHeaders());
  app.use(errorHandler(options.logger));
  app.use(hostCheck(options.logger, () => boxHostNames(config.allowedHosts, options.certificateNames)));
  app.use(async (ctx, next) => {
    if (!looksLikeApi(ctx)) {
      await next();
      return;
    }
    ctx.set('Cache-Control', 'no-store');
    if (ctx.path === '/api/health') {
      ctx.status = 503;
      ctx.body = { ok: false, version, machineId: options.machineId, db: 'damaged', error: DAMAGED_MESSAGE, code: 'base_danada', details };
      return;
    }
    throw damagedDatabase(DAMAGED_MESSAGE, details);
  });
  app.use(serveUi(config.uiDir));
  return app;
}
