import type Router from '@koa/router';
import { API_GROUPS, openApiDocument } from '@reloj/contract/api/index';
import type { OpenApiDocument } from '@reloj/contract/api/openapi';
import { version } from '../../version.js';
import { createRouter } from '../router.js';

/** GET /api/openapi.json (administrators): the API as OpenAPI 3.1, generated from the contract's route catalogue. */
export function openApiRouter(): Router {
  const router = createRouter();
  let document: OpenApiDocument | undefined; // built on the first call: a few ms of z.toJSONSchema nobody needs at start
  router.get('/openapi.json', (ctx) => {
    document ??= openApiDocument(API_GROUPS, version);
    ctx.body = document satisfies OpenApiDocument;
  });
  return router;
}
