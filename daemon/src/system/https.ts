import { createServer, type Server } from 'node:https';
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from '../logger.js';
import { boxNames, ensureCertificate, type BoxNames, type TlsMaterial } from './certificate.js';

export type HttpsHandle = {
  server: Server;
  /** The port actually listened on (RELOJ_HTTPS_PORT=0 picks a free one, as tests do). */
  port: number;
  material: () => TlsMaterial;
  /** Stops the certificate refresh timer; closing the server is the shutdown's job. */
  stop: () => void;
};

/** The certificate and key live in RELOJ_DATA_DIR/tls. */
export const tlsDir = (dataDir: string) => join(dataDir, 'tls');

/**
 * Serves the same Koa handler over HTTPS with the box's self-signed certificate (made on first
 * start). Every `refreshMs` the box's addresses are looked at again: when DHCP gave it a new one,
 * a new certificate is made and swapped in without a restart.
 */
export async function startHttps(options: {
  handler: RequestListener;
  host: string;
  port: number;
  dataDir: string;
  logger: Logger;
  refreshMs?: number;
  names?: () => BoxNames;
  openssl?: string;
}): Promise<HttpsHandle> {
  const { logger } = options;
  const names = options.names ?? (() => boxNames());
  const dir = tlsDir(options.dataDir);
  let material = await ensureCertificate({ dir, names: names(), logger, openssl: options.openssl });

  const server = createServer({ key: material.key, cert: material.cert, minVersion: 'TLSv1.2' }, options.handler);
  // Browsers that do not trust the certificate yet abort handshakes; that is expected, not an error.
  server.on('tlsClientError', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ httpsPort: port, fingerprint256: material.fingerprint256, certFile: material.certFile }, 'https listening');

  let refreshing = false;
  const timer = setInterval(
    () => {
      if (refreshing) return;
      refreshing = true;
      ensureCertificate({ dir, names: names(), logger, openssl: options.openssl })
        .then((fresh) => {
          if (fresh.createdBecause) {
            server.setSecureContext({ key: fresh.key, cert: fresh.cert, minVersion: 'TLSv1.2' });
            material = fresh;
          }
        })
        .catch((error: unknown) => logger.error({ err: String(error) }, 'cannot renew the HTTPS certificate'))
        .finally(() => {
          refreshing = false;
        });
    },
    options.refreshMs ?? 10 * 60_000,
  );
  timer.unref();

  return { server, port, material: () => material, stop: () => clearInterval(timer) };
}
