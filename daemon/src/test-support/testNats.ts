/**
 * Test helpers for issue 17 (used by *.test.ts only): a throwaway CA and server certificate made with `openssl`,
 * and a bare headquarters hub (TLS leaf node listener, JetStream domain hq). The hub with per-box permissions is
 * hq/src/hub; this one lets the daemon's tests run without it.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HQ_DOMAIN } from '@reloj/contract/eventos';
import { freePort, startNatsServer, type NatsServerProcess } from '../lib/natsServer.js';
import { confString as q } from '../corporativo/confText.js';

export type TestCertificates = { caFile: string; certFile: string; keyFile: string };

/** A CA and a certificate for localhost / 127.0.0.1 signed by it, in `dir`. */
export function makeTestCertificates(dir: string): TestCertificates {
  const f = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', f('ca.key'), '-out', f('ca.pem'), '-days', '2', '-subj', '/CN=Reloj prueba CA');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', f('server.key'), '-out', f('server.csr'), '-subj', '/CN=localhost');
  writeFileSync(f('ext.cnf'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  openssl(
    'x509',
    '-req',
    '-in',
    f('server.csr'),
    '-CA',
    f('ca.pem'),
    '-CAkey',
    f('ca.key'),
    '-CAcreateserial',
    '-out',
    f('server.pem'),
    '-days',
    '2',
    '-extfile',
    f('ext.cnf'),
  );
  return { caFile: f('ca.pem'), certFile: f('server.pem'), keyFile: f('server.key') };
}

export type TestHub = { port: number; leafPort: number; start: () => Promise<NatsServerProcess>; server: () => NatsServerProcess | undefined };

/** A hub any box may join as `usuario`/`password` with full permissions (the real permissions: hq/src/hub). */
export async function testHub(dir: string, certs: TestCertificates, usuario: string, password: string): Promise<TestHub> {
  const port = await freePort();
  const leafPort = await freePort();
  const config = `server_name: "hq"
listen: "127.0.0.1:${port}"
jetstream { domain: ${q(HQ_DOMAIN)}, store_dir: ${q(join(dir, 'jetstream'))} }
authorization { users = [ { user: "corporativo" }, { user: ${q(usuario)}, password: ${q(password)} } ] }
no_auth_user: "corporativo"
leafnodes {
  listen: "127.0.0.1:${leafPort}"
  tls { cert_file: ${q(certs.certFile)}, key_file: ${q(certs.keyFile)} }
}
`;
  let current: NatsServerProcess | undefined;
  return {
    port,
    leafPort,
    start: async () => (current = await startNatsServer(dir, config, port)),
    server: () => current,
  };
}
