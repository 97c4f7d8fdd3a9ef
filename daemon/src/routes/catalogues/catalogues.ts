import type Router from '@koa/router';
import { catalogueBodySchemas, type CatalogueResource, type CatalogueRowOf } from '@reloj/contract/catalogues';
import { createRouter } from '../router.js';
import { pathId } from '../pathId.js';
import { parseBody } from '../../middlewares/validate.js';
import { branchesOf } from '../../middlewares/branchScope.js';
import { forReaders } from '../../middlewares/routeFacts.js';
import { inBranches } from '../../lib/branches.js';
import type { CatalogueDefinition, CatalogueInput, CatalogueService, CatalogueServices } from '../../services/catalogues/index.js';

/** A parsed body as the service takes it: the name, the amount in pesos where the catalogue has one, the other fields. */
function catalogueInput(def: CatalogueDefinition, parsed: { nombre: string }): CatalogueInput {
  const body = parsed as Record<string, unknown> & { nombre: string };
  return {
    nombre: body.nombre,
    pesos: def.amount ? (body[def.amount.field] as number) : undefined,
    values: Object.fromEntries((def.columns ?? []).map((c) => [c.field, body[c.field] as string | number | undefined])),
  };
}

function catalogueRoutes<R extends CatalogueResource>(router: Router, service: CatalogueService<CatalogueRowOf[R]>) {
  const def = service.definition;
  const schemas = catalogueBodySchemas[def.resource];
  const base = `/${def.resource}`;

  // Every role reads the catalogues (the employee form needs them); an account limited to some branches sees only those.
  router.get(base, forReaders(), (ctx) => {
    const branches = def.resource === 'sucursales' ? branchesOf(ctx) : null;
    ctx.body = service.list().filter((row) => inBranches(branches, row.id)) satisfies CatalogueRowOf[R][];
  });
  router.post(base, (ctx) => {
    const created = service.create(catalogueInput(def, parseBody(schemas.create, ctx)));
    ctx.state.audit?.(`${def.resource}.crear`, null, created);
    ctx.status = 201;
    ctx.body = created satisfies CatalogueRowOf[R];
  });
  router.put(`${base}/:id`, (ctx) => {
    const id = pathId(ctx.params.id);
    service.get(id); // unknown id: 404 before validating the body
    const { before, after } = service.update(id, catalogueInput(def, parseBody(schemas.update, ctx)));
    ctx.state.audit?.(`${def.resource}.actualizar`, before, after);
    ctx.body = after satisfies CatalogueRowOf[R];
  });
  router.delete(`${base}/:id`, (ctx) => {
    const removed = service.remove(pathId(ctx.params.id));
    ctx.state.audit?.(`${def.resource}.borrar`, removed, null);
    ctx.status = 204;
  });
}

/**
 * GET/POST /api/{puestos,sucursales,bonos}, PUT/DELETE /api/{...}/:id. Rows: `{id, nombre, salarioDiario}`,
 * `{id, nombre, zona}`, `{id, nombre, monto, tipo, pierdeCon}`. Validation answers 422 naming the field.
 */
export function cataloguesRouter(catalogues: CatalogueServices): Router {
  const router = createRouter();
  catalogueRoutes<'puestos'>(router, catalogues.puestos);
  catalogueRoutes<'sucursales'>(router, catalogues.sucursales);
  catalogueRoutes<'bonos'>(router, catalogues.bonos);
  return router;
}
