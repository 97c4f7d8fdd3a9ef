import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { enrolPhotosBody } from '../../middlewares/body.js';
import { branchesOf, type BranchScope } from '../../middlewares/branchScope.js';
import { forManagers } from '../../middlewares/routeFacts.js';
import { pathId } from '../pathId.js';
import { parseBody } from '../../middlewares/validate.js';
import type { FaceService } from '../../services/faces/index.js';
import type { PrivacidadService } from '../../services/privacidad/index.js';
import { registerFaceSchema, type RostroRegistrado } from '@reloj/contract/faces';

/**
 * POST /api/employees/:id/register-face {image} | {images, fuente: 'camara' | 'archivos'}, reemplazar?
 * -> 201 {faceId, quality, faceIds, plantillas, replaced?}; 409 consent_required / privacy_notice_missing without the
 * employee's consent to the current privacy notice. The photos are never logged; the audit log keeps the ids.
 */
export function facesRouter(
  faces: Pick<FaceService, 'requireEmployee' | 'enroll' | 'enrollMany'>,
  consent: Pick<PrivacidadService, 'requireConsent'>,
  scope: BranchScope,
): Router {
  const router = createRouter();
  router.post('/employees/:id/register-face', forManagers(), scope.employee, enrolPhotosBody(), async (ctx) => {
    const id = pathId(ctx.params.id);
    faces.requireEmployee(id); // unknown employee: 404 before validating the body
    const { image, images, fuente, reemplazar } = parseBody(registerFaceSchema, ctx);
    // LFPDPPP: no face without the employee's consent to the current privacy notice (409, nothing analysed or stored).
    consent.requireConsent(id);
    const options = { replace: reemplazar === true, beforeStore: () => consent.requireConsent(id), branches: branchesOf(ctx) };
    const created = images && fuente ? await faces.enrollMany(id, images, fuente, options) : await faces.enroll(id, image as string, options);
    const { retirados, ...answer } = created;
    ctx.state.audit?.(reemplazar ? 'rostros.reemplazar' : 'rostros.registrar', null, {
      employeeId: id,
      fuente: fuente ?? 'foto',
      ...answer,
      ...(retirados.length > 0 ? { retirados } : {}),
    });
    ctx.status = 201;
    ctx.body = answer satisfies RostroRegistrado;
  });
  return router;
}
