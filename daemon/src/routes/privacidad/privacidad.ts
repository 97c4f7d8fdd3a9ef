import type Router from '@koa/router';
import {
  consentimientoInputSchema,
  privacidadInputSchema,
  type BiometricosCancelados,
  type Consentimiento,
  type ConsentimientoOtorgado,
  type ConsentimientoRetirado,
  type Privacidad,
  type Retencion,
} from '@reloj/contract/privacidad';
import { forManagers, publicRoute } from '../../middlewares/routeFacts.js';
import type { BranchScope } from '../../middlewares/branchScope.js';
import { parseBody } from '../../middlewares/validate.js';
import { arcoFileName, type ArcoService, type PrivacidadService, type RetentionService } from '../../services/privacidad/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/**
 * The privacy notice and the consents (issue 15): GET/PUT /api/privacidad ('Privacidad' screen), GET
 * /api/privacidad/retencion (what the retention job deletes next), GET
 * /api/privacidad/aviso (public: the /privacidad page and the kiosk), GET /api/employees/:id/consentimientos,
 * POST and DELETE /api/employees/:id/consentimiento, and the ARCO requests: GET /api/employees/:id/datos,
 * POST /api/employees/:id/cancelar-biometricos.
 */
export function privacidadRouter(privacidad: PrivacidadService, retention: Pick<RetentionService, 'preview'>, arco: ArcoService, scope: BranchScope): Router {
  const router = createRouter();

  // A gerente's consent step reads the notice here (a consulta registers nobody; /privacidad/aviso is the public copy).
  router.get('/privacidad', forManagers(), (ctx) => {
    ctx.body = privacidad.get() satisfies Privacidad;
  });

  router.put('/privacidad', (ctx) => {
    const input = parseBody(privacidadInputSchema, ctx);
    const { before, after, nueva } = privacidad.update(input, ctx.state.user?.usuario ?? null);
    if (nueva) {
      const summary = (p: typeof before) =>
        p.aviso && {
          version: p.aviso.version,
          responsable: p.aviso.responsable,
          domicilio: p.aviso.domicilio,
          contacto: p.aviso.contacto,
          diasFotos: p.aviso.diasFotos,
          diasPlantillasBaja: p.aviso.diasPlantillasBaja,
          sha256: p.aviso.sha256,
        };
      ctx.state.audit?.('privacidad.publicar', summary(before), summary(after));
    }
    ctx.body = after satisfies Privacidad;
  });

  /** What the retention job will delete next (issue 15 item 4), for the 'Privacidad' screen. */
  router.get('/privacidad/retencion', (ctx) => {
    ctx.body = retention.preview() satisfies Retencion;
  });

  router.get('/privacidad/aviso', publicRoute(), (ctx) => {
    ctx.body = privacidad.get() satisfies Privacidad;
  });

  router.get('/employees/:id/consentimientos', forManagers(), scope.employee, (ctx) => {
    ctx.body = privacidad.consents(pathId(ctx.params.id)) satisfies Consentimiento[];
  });

  router.post('/employees/:id/consentimiento', forManagers(), scope.employee, (ctx) => {
    const id = pathId(ctx.params.id);
    const { confirmacion } = parseBody(consentimientoInputSchema, ctx);
    const { consentimiento, nuevo } = privacidad.give(id, confirmacion, ctx.state.user?.usuario ?? null);
    if (nuevo) ctx.state.audit?.('consentimiento.otorgar', null, { employeeId: id, version: consentimiento.version, sha256: consentimiento.sha256 });
    ctx.status = nuevo ? 201 : 200;
    ctx.body = { version: consentimiento.version, fecha: consentimiento.fecha } satisfies ConsentimientoOtorgado;
  });

  /** Derechos ARCO: everything the box holds on the person (JSON, downloaded as a file), templates excepted. */
  router.get('/employees/:id/datos', forManagers(), scope.employee, (ctx) => {
    const id = pathId(ctx.params.id);
    const datos = arco.export(id);
    ctx.state.audit?.('arco.exportar', null, { employeeId: id, checadas: datos.checadas.length });
    ctx.set('Cache-Control', 'private, no-store');
    ctx.attachment(arcoFileName(datos.empleado));
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = JSON.stringify(datos, null, 2);
  });

  router.post('/employees/:id/cancelar-biometricos', forManagers(), scope.employee, (ctx) => {
    const id = pathId(ctx.params.id);
    const { intentosBorrados, ...result } = arco.cancelBiometrics(id);
    ctx.state.audit?.('arco.cancelar_biometricos', null, { employeeId: id, ...result, intentosBorrados });
    ctx.body = result satisfies BiometricosCancelados;
  });

  router.delete('/employees/:id/consentimiento', forManagers(), scope.employee, (ctx) => {
    const id = pathId(ctx.params.id);
    const { intentosBorrados, ...result } = privacidad.withdraw(id, ctx.state.user?.usuario ?? null);
    ctx.state.audit?.('consentimiento.retirar', { employeeId: id }, { employeeId: id, ...result, intentosBorrados });
    ctx.body = result satisfies ConsentimientoRetirado;
  });

  return router;
}
