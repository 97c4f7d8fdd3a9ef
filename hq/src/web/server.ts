import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { basicAuthOk } from './auth.js';
import { incidenciasDownload, workbookDownload, type Download } from './downloads.js';
import { formatters } from './format.js';
import { renderMessage, renderPage } from './page.js';
import { branchAlerts, closedPeriods, isReachable, listCajas, listDespliegues, punchesByBranchDay, voidedPunches } from './queries.js';
import { AVISOS_EN_PAGINA } from './avisos.js';
import { parseRange } from './range.js';
import { STYLES } from './styles.js';
import { systemNow } from '../clock.js';

export type WebDeps = {
  pool: Pool;
  logger: Logger;
  timeZone: string;
  driftAlertSeconds: number;
  /** HTTP Basic credentials; without them the page is open (only allowed on loopback, see config). */
  auth?: { user: string; password: string };
  /** Whether the NATS connection is up (for /salud). */
  natsConnected: () => boolean;
  now?: () => Date;
};

const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

function send(res: ServerResponse, status: number, contentType: string, body: string | Buffer, extra: Record<string, string> = {}) {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': contentType, 'Cache-Control': 'no-store', ...extra });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
const html = (res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}) =>
  send(res, status, 'text/html; charset=utf-8', body, extra);

const DOWNLOADS: Record<string, (pool: Pool, range: { desde: string; hasta: string }) => Promise<Download | null>> = {
  '/descargas/prenomina.xlsx': workbookDownload,
  '/descargas/incidencias-contpaqi': (pool, range) => incidenciasDownload(pool, range, 'contpaqi'),
  '/descargas/incidencias-noi': (pool, range) => incidenciasDownload(pool, range, 'noi'),
};

/** The read-only 'Corporativo' page, its stylesheet, the downloads across branches and /salud, on Node's http. */
export function createWebServer(deps: WebDeps): Server {
  const { pool, logger } = deps;
  const now = deps.now ?? systemNow;
  const f = formatters(deps.timeZone);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://corporativo');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return html(res, 405, renderMessage('Método no permitido', 'Esta página es de solo lectura.'), { Allow: 'GET, HEAD' });
    if (url.pathname === '/favicon.ico') return send(res, 204, 'image/x-icon', '', { 'Cache-Control': 'max-age=86400' });
    if (url.pathname === '/estilos.css') return send(res, 200, 'text/css; charset=utf-8', STYLES, { 'Cache-Control': 'max-age=300' });
    if (url.pathname === '/salud') {
      const db = await isReachable(pool);
      const nats = deps.natsConnected();
      return send(res, db && nats ? 200 : 503, 'application/json; charset=utf-8', JSON.stringify({ ok: db && nats, db, nats }));
    }
    if (deps.auth && !basicAuthOk(req.headers.authorization, deps.auth.user, deps.auth.password))
      return html(res, 401, renderMessage('Acceso restringido', 'Escribe el usuario y la contraseña del corporativo para ver esta página.'), {
        'WWW-Authenticate': 'Basic realm="Corporativo", charset="UTF-8"',
      });

    const parsed = parseRange(url.searchParams, deps.timeZone, now());
    if (url.pathname === '/') {
      const [cajas, punches, voided, periods, despliegues, avisos] = await Promise.all([
        listCajas(pool),
        punchesByBranchDay(pool, parsed.range),
        voidedPunches(pool, parsed.range),
        closedPeriods(pool, parsed.range),
        listDespliegues(pool),
        branchAlerts(pool, parsed.range, deps.timeZone, AVISOS_EN_PAGINA),
      ]);
      const page = renderPage({
        range: parsed.range,
        rangeError: parsed.ok ? null : `${parsed.error} Se muestran los últimos 7 días.`,
        cajas,
        punches,
        voided,
        periods,
        despliegues,
        avisos,
        now: now(),
        driftAlertSeconds: deps.driftAlertSeconds,
        f,
      });
      return html(res, parsed.ok ? 200 : 400, page);
    }
    const download = DOWNLOADS[url.pathname];
    if (download) {
      if (!parsed.ok) return html(res, 400, renderMessage('Fechas inválidas', parsed.error));
      const file = await download(pool, parsed.range);
      if (!file)
        return html(
          res,
          404,
          renderMessage('Sin periodos cerrados', `No hay periodos cerrados entre el ${f.date(parsed.range.desde)} y el ${f.date(parsed.range.hasta)}.`),
        );
      return send(res, 200, file.contentType, file.bytes, { 'Content-Disposition': `attachment; filename="${file.fileName}"` });
    }
    return html(res, 404, renderMessage('No encontrado', 'Esta dirección no existe.'));
  };

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      logger.error({ err: error, url: req.url }, 'error en la página Corporativo');
      if (!res.headersSent) html(res, 500, renderMessage('Error', 'No se pudo consultar la base de datos del corporativo. Intenta de nuevo en unos minutos.'));
      else res.destroy();
    });
  });
}

/** Listens and resolves with the address; `close` stops accepting and ends idle connections. */
export async function startWeb(deps: WebDeps & { host: string; port: number }): Promise<{ server: Server; url: string; close: () => Promise<void> }> {
  const server = createWebServer(deps);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(deps.port, deps.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
