import type Router from '@koa/router';
import { MAX_IMPORT_BYTES, type ImportResultado, type ImportVistaPrevia } from '@reloj/contract/employeeImport';
import { createRouter } from '../router.js';
import { branchesOf } from '../../middlewares/branchScope.js';
import { importUploadBody, uploadedBytes } from '../../middlewares/body.js';
import { importFileRefused, importFileTooLarge, validationFailed } from '../../errors.js';
import type { EmployeeImportService } from '../../services/employees/index.js';

const PLANTILLA = 'plantilla-empleados.xlsx';

/** `?vistaPrevia=1` (or 'true'): judge the rows and write nothing. */
function vistaPrevia(value: unknown): boolean {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw validationFailed('vistaPrevia debe ser 1 (solo revisar) o 0 (importar).', 'vistaPrevia');
}

/** The uploaded file's name as people read it in the audit log: one line, at most 200 characters. */
const fileName = (name: unknown) =>
  (typeof name === 'string' ? name : '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200);

/**
 * Issue 40 item 3: GET /api/employees/plantilla.xlsx (the staff template) and POST /api/employees/importar (multipart
 * field `archivo`, .xlsx or .csv, at most 5 MB). With `?vistaPrevia=1`: 200 `{archivo, filas}` and nothing written;
 * without: 201 `{archivo, creados, actualizados, sinCambios}`, or 422 `{error, code, archivo, filas}` when a row has a
 * problem (nothing written). Administrators only, like the catalogues the rows name. Registered before
 * employeesRouter, whose `/employees/:id` would otherwise take 'plantilla.xlsx' and 'importar' for ids.
 */
export function employeeImportRouter(service: EmployeeImportService): Router {
  const router = createRouter();

  router.get('/employees/plantilla.xlsx', async (ctx) => {
    const bytes = await service.plantilla();
    ctx.set('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    ctx.set('Content-Disposition', `attachment; filename="${PLANTILLA}"`);
    ctx.body = bytes;
  });

  router.post(
    '/employees/importar',
    importUploadBody(MAX_IMPORT_BYTES, () => importFileTooLarge(MAX_IMPORT_BYTES / (1024 * 1024))),
    async (ctx) => {
      const preview = vistaPrevia(ctx.query.vistaPrevia);
      const archivo = ctx.request.files?.archivo;
      const file = Array.isArray(archivo) ? undefined : archivo;
      const bytes = file && uploadedBytes(file);
      if (!file || !bytes) throw importFileRefused('Elige un archivo .xlsx o .csv para importar (campo "archivo").');
      const nombre = fileName(file.originalFilename);
      const outcome = await service.importar(nombre, bytes, {
        vistaPrevia: preview,
        branches: branchesOf(ctx),
        audit: (entry) => ctx.state.audit?.('empleados.importar', null, entry),
        usuario: ctx.state.user?.usuario ?? 'desconocido',
      });
      if (outcome.escrito) {
        ctx.status = 201;
        ctx.body = outcome.resultado satisfies ImportResultado;
        return;
      }
      const conProblemas = outcome.filas.filter((f) => f.problemas.length > 0).length;
      if (preview || conProblemas === 0) {
        ctx.body = { archivo: outcome.archivo, filas: outcome.filas } satisfies ImportVistaPrevia;
        return;
      }
      ctx.status = 422;
      ctx.body = {
        error: `${conProblemas === 1 ? 'Una fila tiene' : `${conProblemas} filas tienen`} problemas: no se importó nada. Corrígelas en el archivo y vuelve a intentarlo.`,
        code: 'importacion_con_problemas',
        archivo: outcome.archivo,
        filas: outcome.filas,
      };
    },
  );
  return router;
}
