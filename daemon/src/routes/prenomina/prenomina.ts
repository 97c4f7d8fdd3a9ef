import type Router from '@koa/router';
import type { Context } from 'koa';
import { incidenciasArchivoQuerySchema } from '@reloj/contract/exportacion';
import { parseQuery } from '../../middlewares/validate.js';
import { branchesOf } from '../../middlewares/branchScope.js';
import { forReaders } from '../../middlewares/routeFacts.js';
import type { ExportacionService } from '../../services/exportacion/index.js';
import type { PrenominaService } from '../../services/prenomina/index.js';
import { sendDownload } from '../download.js';
import { createRouter } from '../router.js';
import { prenominaQuerySchema, type Prenomina } from '@reloj/contract/prenomina';

/**
 * GET /api/prenomina?desde=&hasta=&sucursal=: the period's pay figures per employee and day (formato=xlsx: the
 * workbook); GET /api/prenomina/incidencias?desde=&hasta=&perfil=: the file for the payroll program.
 */
const usuarioOf = (ctx: Context): string => ctx.state.user?.usuario ?? 'desconocido';

export function prenominaRouter(prenomina: PrenominaService, exports: ExportacionService): Router {
  const router = createRouter();

  router.get('/prenomina', forReaders(), async (ctx) => {
    const { formato, ...filters } = parseQuery(prenominaQuerySchema, ctx);
    const query = { ...filters, sucursales: branchesOf(ctx) };
    if (formato === 'xlsx') sendDownload(ctx, await exports.workbook(query, usuarioOf(ctx)), 'prenomina.exportar_excel');
    else ctx.body = prenomina.get(query) satisfies Prenomina;
  });

  router.get('/prenomina/incidencias', forReaders(), (ctx) => {
    const query = { ...parseQuery(incidenciasArchivoQuerySchema, ctx), sucursales: branchesOf(ctx) };
    sendDownload(ctx, exports.incidenciasFile(query, usuarioOf(ctx)), 'prenomina.exportar_incidencias');
  });

  return router;
}
