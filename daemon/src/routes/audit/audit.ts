import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { AuditEntry, AuditOptions } from '@reloj/contract/audit';
import { auditFiltersSchema, auditQuerySchema } from './schema.js';
import type { AuditService } from '../../services/audit.js';

/**
 * GET /api/auditoria: who changed what, newest first; ?fechaDesde=&fechaHasta=&usuario=&tipo= narrow it.
 * GET /api/auditoria/opciones: the users and actions recorded, for the screen's filter lists.
 */
export function auditRouter(audit: AuditService): Router {
  const router = createRouter();
  router.get('/auditoria', (ctx) => {
    // Paging keeps its original 400; the filters (issue 16) answer 422 like every newer route.
    const { limite, desde } = parseOrThrow(auditQuerySchema, ctx.query);
    const filters = parseOrThrow(auditFiltersSchema, ctx.query, 422);
    ctx.body = audit.list(limite, desde, filters) satisfies AuditEntry[];
  });
  router.get('/auditoria/opciones', (ctx) => {
    ctx.body = audit.options() satisfies AuditOptions;
  });
  return router;
}
