import type { Middleware } from 'koa';
import send from 'koa-send';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built UI (ui/dist). Any other GET outside /api that accepts HTML gets index.html,
 * so that reloading /admin/puestos in the browser works (the SPA router takes it from there).
 */
export function serveUi(uiDir: string): Middleware {
  const indexFile = join(uiDir, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) return next();
    try {
      const servedFile = await send(ctx, ctx.path, {
        root: uiDir,
        index: 'index.html',
        maxage: ctx.path.startsWith('/assets/') ? 365 * 24 * 3600 * 1000 : 0,
        immutable: ctx.path.startsWith('/assets/'),
      });
      if (servedFile) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== undefined) throw error;
    }
    if (ctx.path.startsWith('/assets/') || !existsSync(indexFile)) {
      ctx.status = 404;
      ctx.type = 'text/plain';
      ctx.body = existsSync(indexFile) ? 'No encontrado' : 'La interfaz no está compilada: ejecuta "make run".';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: uiDir });
  };
}
