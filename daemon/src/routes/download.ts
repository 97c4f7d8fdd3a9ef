import type { Context } from 'koa';
import type { Download } from '../services/exportacion/index.js';

/** Answers a file to download; exporting a closed period goes to the audit log with the file's hash. */
export function sendDownload(ctx: Context, download: Download, accion: string): void {
  if (download.closedPeriod) ctx.state.audit?.(accion, null, download.closedPeriod);
  ctx.set('Content-Type', download.contentType);
  // File names are ASCII by construction (dates and a slug), so no RFC 5987 encoding is needed.
  ctx.set('Content-Disposition', `attachment; filename="${download.fileName}"`);
  ctx.body = download.bytes;
}
