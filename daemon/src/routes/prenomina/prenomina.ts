import type Router from '@koa/router';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { PrenominaService } from '../../services/prenomina.js';
import { createRouter } from '../router.js';
import { prenominaQuerySchema } from './schema.js';

/** GET /api/prenomina?desde=&hasta=&sucursal=: the period's pay figures per employee and day. */
export function prenominaRouter(prenomina: PrenominaService): Router {
  const router = createRouter();

  router.get('/prenomina', (ctx) => {
    ctx.body = prenomina.get(parseOrThrow(prenominaQuerySchema, ctx.query, 422));
  });

  return router;
}
