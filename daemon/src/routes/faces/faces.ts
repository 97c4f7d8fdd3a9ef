import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { photoBody } from '../../middlewares/body.js';
import { pathId } from '../pathId.js';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { FaceService } from '../../services/faces.js';
import { registerFaceSchema } from './schema.js';

/** POST /api/employees/:id/register-face {image, reemplazar?} -> 201 {faceId, quality}. The photo is never logged. */
export function facesRouter(faces: Pick<FaceService, 'requireEmployee' | 'enroll'>): Router {
  const router = createRouter();
  router.post('/employees/:id/register-face', photoBody(), async (ctx) => {
    const id = pathId(ctx.params.id);
    faces.requireEmployee(id); // unknown employee: 404 before validating the body
    const { image, reemplazar } = parseOrThrow(registerFaceSchema, ctx.request.body);
    const created = await faces.enroll(id, image, { replace: reemplazar === true });
    ctx.state.audit?.(reemplazar ? 'rostros.reemplazar' : 'rostros.registrar', null, { employeeId: id, ...created });
    ctx.status = 201;
    ctx.body = created;
  });
  return router;
}
