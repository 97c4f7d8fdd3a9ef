import Router from '@koa/router';
import type { AppDeps } from '../../app.js';
import { notFound, serviceUnavailable } from '../../errors.js';
import { parseOrThrow } from '../../middlewares/validate.js';
import { registerFaceSchema } from './schema.js';

const employeeId = (raw: string | undefined): number => {
  const id = /^\d{1,15}$/.test(raw ?? '') ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('employee_not_found', 'El empleado no existe.');
  return id;
};

/** POST /api/employees/:id/register-face {image, reemplazar?} -> 201 {faceId, quality}. The photo is never logged. */
export function facesRouter(deps: Pick<AppDeps, 'faces'>): Router {
  const router = new Router();
  router.post('/employees/:id/register-face', async (ctx) => {
    const id = employeeId(ctx.params.id);
    const { requireEmployee, enroll } = deps.faces ?? {};
    if (!requireEmployee || !enroll) throw serviceUnavailable('face_engine_unavailable', 'El reconocimiento facial no está disponible: el servicio no está cargado.');
    requireEmployee(id); // unknown employee: 404 before validating the body
    const { image, reemplazar } = parseOrThrow(registerFaceSchema, ctx.request.body);
    const created = await enroll(id, image, { replace: reemplazar === true });
    ctx.state.audit?.(reemplazar ? 'rostros.reemplazar' : 'rostros.registrar', null, { employeeId: id, ...created });
    ctx.status = 201;
    ctx.body = created;
  });
  return router;
}
