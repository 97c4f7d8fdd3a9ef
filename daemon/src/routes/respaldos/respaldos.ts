import type Router from '@koa/router';
import { createRouter } from '../router.js';
import { createReadStream } from 'node:fs';
import { parseOrThrow } from '../../middlewares/validate.js';
import type { RespaldosService } from '../../services/respaldos.js';
import { backupNameParamsSchema, type Backup } from '@reloj/contract/respaldos';

/**
 * Backups of the database (admin only, like every /api route that is not public):
 * GET /api/respaldos, POST /api/respaldos (one now, 201), GET /api/respaldos/:nombre/descarga.
 */
export function respaldosRouter(backups: RespaldosService): Router {
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
    // A name that is not a backup's is a malformed URL: 400, as the README promises, never near the disk.
    const { nombre } = parseOrThrow(backupNameParamsSchema, ctx.params, 400);
    const file = await backups.file(nombre);
    // The whole database (faces included) leaves the box: on the record.
    ctx.state.audit?.('respaldos.descargar', null, { nombre, bytes: file.bytes });
    ctx.attachment(nombre);
    ctx.type = 'application/vnd.sqlite3';
    ctx.length = file.bytes;
    ctx.body = createReadStream(file.path);
  });

  return router;
}
