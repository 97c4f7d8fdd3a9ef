import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Longer than any file of the built UI or any route of the SPA. */
const MAX_PATH = 1024;

/**
 * Whether a request path can name a file of the UI: it decodes, and has no '.' or '..' segment, backslash,
 * control character (NUL included) or absurd length. Anything else is an attempt to leave the folder.
 */
function isPlainPath(rawPath: string): boolean {
  if (rawPath.length > MAX_PATH) return false;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- a backslash or a control character in a decoded path is refused on purpose
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  return !path.split('/').some((segment) => segment === '.' || segment === '..');
}

function notFound(ctx: Context, message = 'No encontrado'): void {
  ctx.status = 404;
  ctx.type = 'text/plain';
  ctx.body = message;
}

/**
 * Serves the built UI (ui/dist). Any other GET outside /api that accepts HTML gets index.html,
 * so that reloading /admin/puestos in the browser works (the SPA router takes it from there).
 * A path that tries to leave the folder is a plain 404, never a 500 with a stack trace in the log.
 */
export function serveUi(uiDir: string): Middleware {
  const indexFile = join(uiDir, 'index.html');
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      await next();
      return;
    }
    if (!isPlainPath(ctx.path)) return notFound(ctx);
    try {
      const servedFile = await send(ctx, ctx.path, {
        root: uiDir,
        index: 'index.html',
        maxage: ctx.path.startsWith('/assets/') ? 365 * 24 * 3600 * 1000 : 0,
        immutable: ctx.path.startsWith('/assets/'),
      });
      if (servedFile) return;
    } catch (error) {
      // koa-send says 400/403 for a path it will not resolve (an absolute one, '//etc/passwd') and 404 for a
      // missing file; only a real read failure (5xx) is worth the error log.
      const status = (error as { status?: number }).status;
      if (status === undefined || status >= 500) throw error;
      if (status !== 404) return notFound(ctx);
    }
    if (ctx.path.startsWith('/assets/') || !existsSync(indexFile))
      return notFound(ctx, existsSync(indexFile) ? 'No encontrado' : 'La interfaz no está compilada: ejecuta "make run".');
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root: uiDir });
  };
}
