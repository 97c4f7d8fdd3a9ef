import type Router from '@koa/router';
import type { FaceCheck } from '@reloj/contract/faceCheck';
import { enrolPhotosBody } from '../../middlewares/body.js';
import { branchesOf } from '../../middlewares/branchScope.js';
import { forManagers } from '../../middlewares/routeFacts.js';
import { parseBody } from '../../middlewares/validate.js';
import type { FaceService } from '../../services/faces/index.js';
import { createRouter } from '../router.js';
import { registerFaceSchema } from '@reloj/contract/faces';

/**
 * POST /api/faces/verificar {image} | {images, fuente} -> 200 {ok: true, calidad}, or register-face's refusals
 * (contract/faceCheck.ts). Nothing is stored, so no consent is asked and nothing is audited; the photos are never logged.
 * A face of an employee of a branch the caller does not see is refused without naming them (issue 26).
 */
export function faceCheckRouter(faces: Pick<FaceService, 'check'>): Router {
  const router = createRouter();
  router.post('/faces/verificar', forManagers(), enrolPhotosBody(), async (ctx) => {
    const { image, images, fuente } = parseBody(registerFaceSchema, ctx);
    const branches = branchesOf(ctx);
    const verdict = images && fuente ? await faces.check(images, fuente, branches) : await faces.check([image as string], 'foto', branches);
    ctx.body = verdict satisfies FaceCheck;
  });
  return router;
}
