import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { parseQuery } from '../../middlewares/validate.js';
import { auditFiltersSchema, auditQuerySchema, type AuditEntry, type AuditOptions, type AuditTotal } from '@reloj/contract/auditoria';
import type { AuditoriaService } from '../../services/auditoria/index.js';

/**
 * GET /api/auditoria: who changed what, newest first; ?fechaDesde=&fechaHasta=&usuario=&tipo= narrow it.
 * GET /api/auditoria/total: how many entries the same filters select (the screen's pages).
 * GET /api/auditoria/opciones: the users and actions recorded, for the screen's filter lists.
 */
export function auditoriaRouter(audit: AuditoriaService): Router {
  const router = createRouter();
  router.get('/auditoria', (ctx) => {
    const { limite, desde } = parseQuery(auditQuerySchema, ctx);
    const filters = parseQuery(auditFiltersSchema, ctx);
    ctx.body = audit.list(limite, desde, filters) satisfies AuditEntry[];
  });
  router.get('/auditoria/total', (ctx) => {
    ctx.body = { total: audit.total(parseQuery(auditFiltersSchema, ctx)) } satisfies AuditTotal;
  });
  router.get('/auditoria/opciones', (ctx) => {
    ctx.body = audit.options() satisfies AuditOptions;
  });
  return router;
}
