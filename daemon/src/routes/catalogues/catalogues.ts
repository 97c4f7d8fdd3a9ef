import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { pathId } from '../pathId.js';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { parseOrThrow } from '../../middlewares/validate.js';
import { catalogueService } from '../../services/catalogues.js';
import { catalogueDefinitions, type CatalogueDefinition } from './definitions.js';
import { catalogueBodySchema } from './schema.js';

function catalogueRoutes(router: Router, db: Db, def: CatalogueDefinition, clock: Clock) {
  const service = catalogueService(db, def, clock);
  const bodySchema = catalogueBodySchema(def);
  const base = `/${def.resource}`;

  router.get(base, (ctx) => {
    ctx.body = service.list();
  });
  router.post(base, (ctx) => {
    const created = service.create(parseOrThrow(bodySchema, ctx.request.body));
    ctx.state.audit?.(`${def.resource}.crear`, null, created);
    ctx.status = 201;
    ctx.body = created;
  });
  router.put(`${base}/:id`, (ctx) => {
    const id = pathId(ctx.params.id);
    service.get(id); // unknown id: 404 before validating the body
    const { before, after } = service.update(id, parseOrThrow(bodySchema, ctx.request.body));
    ctx.state.audit?.(`${def.resource}.actualizar`, before, after);
    ctx.body = after;
  });
  router.delete(`${base}/:id`, (ctx) => {
    const removed = service.remove(pathId(ctx.params.id));
    ctx.state.audit?.(`${def.resource}.borrar`, removed, null);
    ctx.status = 204;
  });
}

/** GET/POST /api/{puestos,sucursales,bonos}, PUT/DELETE /api/{...}/:id */
export function cataloguesRouter(db: Db, clock: Clock): Router {
  const router = createRouter();
  for (const def of catalogueDefinitions) catalogueRoutes(router, db, def, clock);
  return router;
}
