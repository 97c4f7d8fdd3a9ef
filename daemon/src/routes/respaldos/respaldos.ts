import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { isVisibleText, singleLine } from '@reloj/contract/text';
import { createReadStream } from 'node:fs';
import { arranque } from '../../version.js';
import { parseBody, parseOrThrow } from '../../middlewares/validate.js';
import { restoreUploadBody } from '../../middlewares/body.js';
import { restoreNotStaged } from '../../errors.js';
import type { RespaldosService, RestauracionService } from '../../services/respaldos/index.js';
import {
  backupNameParamsSchema,
  restauracionConfirmarSchema,
  restauracionDesdeListaSchema,
  restauracionIdParamsSchema,
  type Backup,
  type RestauracionEnCurso,
  type RestauracionPreparada,
} from '@reloj/contract/respaldos';

/** The uploaded file's name as the browser gave it (?archivo=), for the dialog and the audit log only: never a path. */
const uploadName = (given: unknown): string => {
  const name = singleLine((typeof given === 'string' ? given : '').split(/[\\/]/).pop() ?? '').slice(0, 200);
  return name && isVisibleText(name) ? name : 'respaldo subido';
};

/**
 * Backups of the database (admin only, like every /api route that is not public):
 * GET /api/respaldos, POST /api/respaldos (one now, 201), GET /api/respaldos/:nombre/descarga,
 * GET /api/respaldos/clave-publica (this box's public signing key, PEM), and the restore from
 * the panel: POST /api/respaldos/restauracion (a listed backup by name, or the file itself) and
 * POST /api/respaldos/restauracion/:id/confirmar (202, then the daemon restarts and installs it).
 */
export function respaldosRouter(backups: RespaldosService, restauracion: RestauracionService): Router {
  const router = createRouter();

  router.get('/respaldos', async (ctx) => {
    ctx.body = (await backups.list()) satisfies Backup[];
  });

  router.post('/respaldos', async (ctx) => {
    const created = await backups.create('manual');
    ctx.state.audit?.('respaldos.crear', null, created);
    ctx.status = 201;
    ctx.body = created satisfies Backup;
  });

  router.get('/respaldos/:nombre/descarga', async (ctx) => {
    // A name that is not a backup's is a malformed URL: 400, as docs/api-table.md promises, never near the disk.
    const { nombre } = parseOrThrow(backupNameParamsSchema, ctx.params, 400);
    const file = await backups.file(nombre);
    // The whole database (faces included) leaves the box: on the record.
    ctx.state.audit?.('respaldos.descargar', null, { nombre, bytes: file.bytes });
    ctx.attachment(nombre);
    ctx.type = 'application/vnd.sqlite3';
    ctx.length = file.bytes;
    ctx.body = createReadStream(file.path);
  });

  // 'Descargar clave pública de este equipo': what another box needs to accept this box's backups (issue 39 item 6).
  router.get('/respaldos/clave-publica', (ctx) => {
    const { pem, caja } = backups.publicKey();
    ctx.attachment(`reloj-${caja}-clave-publica.pem`);
    ctx.type = 'application/x-pem-file';
    ctx.body = pem;
  });

  router.post('/respaldos/restauracion', restoreUploadBody(), async (ctx) => {
    const prepared = ctx.is('application/octet-stream')
      ? await restauracion.fromUpload(uploadName(ctx.query.archivo), ctx.req)
      : await restauracion.fromList(parseBody(restauracionDesdeListaSchema, ctx).nombre);
    ctx.state.audit?.('respaldos.restaurar.revisar', null, prepared);
    ctx.body = prepared satisfies RestauracionPreparada;
  });

  router.post('/respaldos/restauracion/:id/confirmar', async (ctx) => {
    // An id that is not one of ours names nothing staged: the same 404 as one already used.
    const id = restauracionIdParamsSchema.safeParse(ctx.params).data?.id;
    if (!id) throw restoreNotStaged();
    const input = parseBody(restauracionConfirmarSchema, ctx);
    const who = { usuario: ctx.state.user?.usuario ?? 'desconocido', usuarioId: ctx.state.user?.id ?? null, ip: ctx.ip || null };
    const pedido = await restauracion.confirm(id, input, who);
    // In the current database's log too: it is kept aside in anterior-<fecha>/.
    ctx.state.audit?.('respaldos.restaurar.confirmar', null, pedido);
    ctx.status = 202;
    ctx.body = { reiniciando: true, arranque } satisfies RestauracionEnCurso;
    // Restart once the answer has gone out; the graceful stop lets requests in flight (a punch) finish.
    ctx.res.once('finish', () => restauracion.restartSoon());
  });

  return router;
}
