import { forReaders } from '../../middlewares/routeFacts.js';
import type Router from '@koa/router';
import { perfilExportacionSchema, vistaPreviaInputSchema, type PerfilGuardado, type PerfilesExportacion, type VistaPrevia } from '@reloj/contract/exportacion';
import { parseBody } from '../../middlewares/validate.js';
import type { ExportacionService } from '../../services/exportacion/index.js';
import { pathId } from '../pathId.js';
import { createRouter } from '../router.js';

/** The 'Exportación a nómina' screen: presets, saved profiles (the mapping to the payroll program's codes) and a preview. */
export function exportacionRouter(exports: ExportacionService): Router {
  const router = createRouter();

  router.get('/exportacion/perfiles', forReaders(), (ctx) => {
    ctx.body = exports.perfiles() satisfies PerfilesExportacion;
  });

  router.post('/exportacion/perfiles', (ctx) => {
    const created = exports.create(parseBody(perfilExportacionSchema, ctx));
    ctx.state.audit?.('exportacion.crear_perfil', null, created);
    ctx.status = 201;
    ctx.body = created satisfies PerfilGuardado;
  });

  router.put('/exportacion/perfiles/:id', (ctx) => {
    const id = pathId(ctx.params.id);
    const { before, after } = exports.update(id, parseBody(perfilExportacionSchema, ctx));
    ctx.state.audit?.('exportacion.editar_perfil', before, after);
    ctx.body = after satisfies PerfilGuardado;
  });

  router.delete('/exportacion/perfiles/:id', (ctx) => {
    const removed = exports.remove(pathId(ctx.params.id));
    ctx.state.audit?.('exportacion.borrar_perfil', removed, null);
    ctx.status = 204;
  });

  router.post('/exportacion/vista-previa', (ctx) => {
    ctx.body = exports.preview(parseBody(vistaPreviaInputSchema, ctx)) satisfies VistaPrevia;
  });

  return router;
}
