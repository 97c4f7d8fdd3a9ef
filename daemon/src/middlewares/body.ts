import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';

export const JSON_LIMIT = '100kb';
export const PHOTO_LIMIT = '5mb';

/** Routes that carry a photo (data URL) get a larger body limit than ordinary JSON. */
const photoRoutes = [/^\/api\/employees\/[^/]+\/register-face$/, /^\/api\/employees\/[^/]+\/faces$/, /^\/api\/attendance\/check-in$/];

export function jsonBody(): Middleware {
  const small = koaBody({ jsonLimit: JSON_LIMIT, formLimit: JSON_LIMIT, textLimit: JSON_LIMIT, multipart: false });
  const large = koaBody({ jsonLimit: PHOTO_LIMIT, formLimit: JSON_LIMIT, textLimit: JSON_LIMIT, multipart: false });
  return (ctx, next) => (photoRoutes.some((r) => r.test(ctx.path)) ? large(ctx, next) : small(ctx, next));
}
