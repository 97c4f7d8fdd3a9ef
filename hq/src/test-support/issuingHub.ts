import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, hqSettings, leafConfig, makeTestCertificates, startNatsServer, type HqConfig, type NatsServerProcess } from '@reloj/daemon/testing/branch';
import { issueCaja } from '../cli/nuevaCajaIssue.js';
import { ensureCajasFile } from '../hub/cajasFile.js';
import { hubConfig } from '../hub/hubConfig.js';

export type IssuingHub = {
  server: NatsServerProcess;
  /** hub.conf's folder, text and client port: to start the same hub again after stopping it. */
  dir: string;
  config: string;
  port: number;
  leafPort: number;
  cajasFile: string;
  pidFile: string;
  /** The throwaway CA the boxes verify the hub's certificate with. */
  caFile: string;
  /** nueva-caja for one box: the lines it prints for the box's environment file. */
  issue: (caja: string) => Promise<string[]>;
};

/**
 * Headquarters' hub as hub-config writes it (TLS leaf listener on 127.0.0.1, the users file, a pid file nueva-caja
 * signals), with throwaway certificates, in `dir`/hub. The tests and the bench issue their boxes through it.
 */
export async function startIssuingHub(dir: string): Promise<IssuingHub> {
  const certs = makeTestCertificates(dir);
  const hubDir = join(dir, 'hub');
  mkdirSync(hubDir, { recursive: true });
  const cajasFile = join(hubDir, 'cajas.conf');
  ensureCajasFile(cajasFile);
  const [port, leafPort] = [await freePort(), await freePort()];
  const pidFile = join(hubDir, 'nats.pid');
  const config = hubConfig({
    port,
    leafPort,
    leafHost: '127.0.0.1',
    storeDir: join(hubDir, 'js'),
    tlsCert: certs.certFile,
    tlsKey: certs.keyFile,
    cajasInclude: cajasFile,
    configDir: hubDir,
    pidFile,
  });
  const server = await startNatsServer(hubDir, config, port);
  return {
    server,
    dir: hubDir,
    config,
    port,
    leafPort,
    cajasFile,
    pidFile,
    caFile: certs.caFile,
    issue: (caja) => issueCaja({ caja, cajasFile, pidFile, hubUrl: server.url, publicUrl: `tls://localhost:${leafPort}`, boxCaPath: certs.caFile }),
  };
}

/** A box's headquarters settings from the lines nueva-caja printed, with its own data folder and ports. */
export async function boxSettings(lines: readonly string[], dataDir: string): Promise<HqConfig> {
  const env = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
  return hqSettings(env, { dataDir, natsPort: await freePort(), monitorPort: await freePort() })!;
}

/** The box's leaf nats-server, dialling the hub with those settings. */
export const startLeaf = (settings: HqConfig, config = leafConfig(settings)): Promise<NatsServerProcess> =>
  startNatsServer(settings.natsDir, config, settings.natsPort);
