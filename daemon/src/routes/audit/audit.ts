import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { AuditEntry } from '@reloj/contract/audit';
import { auditQuerySchema } from './schema.js';
import type { AuditService } from '../../services/audit.js';

/** GET /api/auditoria: who changed what, newest first. */
export function auditRouter(audit: AuditService): Router {
  const router = createRouter();
  router.get('/auditoria', (ctx) => {
    const { limite, desde } = parseOrThrow(auditQuerySchema, ctx.query);
    ctx.body = audit.list(limite, desde) satisfies AuditEntry[];
  });
  return router;
}
