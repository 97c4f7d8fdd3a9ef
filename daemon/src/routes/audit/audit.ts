import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { z } from 'zod';
import type { Db } from '../../db/connection.js';
import { auditRepository } from '../../db/repositories/audit.js';
import { parseOrThrow } from '../../middlewares/validate.js';

const querySchema = z.object({
  limite: z.coerce.number({ error: 'El límite debe ser un número.' }).int().min(1).max(500).default(100),
  desde: z.coerce.number({ error: 'El desplazamiento debe ser un número.' }).int().min(0).default(0),
});

/** GET /api/auditoria: who changed what, newest first. */
export function auditRouter(db: Db): Router {
  const audit = auditRepository(db);
  const router = createRouter();
  router.get('/auditoria', (ctx) => {
    const { limite, desde } = parseOrThrow(querySchema, ctx.query);
    ctx.body = audit.list(limite, desde);
  });
  return router;
}
