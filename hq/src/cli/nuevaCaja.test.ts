import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HQ_STREAM } from '@reloj/contract/eventos';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, makeTestCertificates, startNatsServer, type NatsServerProcess } from '@reloj/daemon/testing/branch';
import { cajasOf } from '../hub/cajasFile.js';
import { cajaPermissions } from '../hub/permissions.js';

// Issue 32, item 7: a new headquarters administrator following docs/headquarters.md, with the hub on a port other than 4222.
// The commands run as the administrator runs them (`npm run nueva-caja -w hq`: node on the built hq/dist/cli, their own
// process, settings from the environment). `make test` builds first.
const builtCli = fileURLToPath(new URL('../../dist/cli/', import.meta.url));

type Run = { code: number; stdout: string; stderr: string };

/** Runs hq/dist/cli/<script>.js with only the given RELOJ_HQ_* settings (none inherited from the test's environment). */
function run(script: string, args: string[], settings: Record<string, string>): Promise<Run> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('RELOJ_HQ_')));
  const file = join(builtCli, `${script}.js`);
  if (!existsSync(file)) throw new Error(`Build first: npm run build -w hq (make test does it); ${file} is missing`);
  return new Promise((resolve) => {
    execFile(process.execPath, [file, ...args], { env: { ...env, ...settings }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let dir: string;
let hubDir: string;
let port: number;
let leafPort: number;
let hub: NatsServerProcess;
let hubConfigRun: Run;

const cajasFile = () => join(hubDir, 'cajas.conf');
const nuevaCaja = (caja: string, hubUrl?: string) =>
  run('nuevaCaja', [caja], {
    RELOJ_HQ_CAJAS_FILE: cajasFile(),
    RELOJ_HQ_PID_FILE: join(hubDir, 'nats.pid'),
    RELOJ_HQ_PUBLIC_URL: `tls://hq.ejemplo.mx:${leafPort}`,
    RELOJ_HQ_CA_CAJA: '/etc/reloj-checador/corporativo-ca.pem',
    ...(hubUrl ? { RELOJ_HQ_HUB_URL: hubUrl } : {}),
  });
const hint = 'Defina RELOJ_HQ_HUB_URL con el puerto de clientes del hub (la línea RELOJ_HQ_HUB_URL=… que imprimió "npm run hub-config -w hq").';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-nueva-caja-'));
  hubDir = join(dir, 'hub');
  const certs = makeTestCertificates(dir);
  port = await freePort();
  leafPort = await freePort();
  expect(port).not.toBe(4222);
  hubConfigRun = await run('hubConfigCli', [], {
    RELOJ_HQ_DIR: hubDir,
    RELOJ_HQ_STORE: join(dir, 'jetstream'),
    RELOJ_HQ_PORT: String(port),
    RELOJ_HQ_LEAF_PORT: String(leafPort),
    RELOJ_HQ_TLS_CERT: certs.certFile,
    RELOJ_HQ_TLS_KEY: certs.keyFile,
    RELOJ_HQ_PID_FILE: join(hubDir, 'nats.pid'),
  });
  expect(hubConfigRun.stderr).toBe('');
  // `nats-server -c hub.conf`: the same text from the same folder (its include is relative to it).
  hub = await startNatsServer(hubDir, readFileSync(join(hubDir, 'hub.conf'), 'utf8'), port);
});

afterAll(async () => {
  await hub?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('hub-config', () => {
  it('prints the hub URL to give nueva-caja as RELOJ_HQ_HUB_URL', () => {
    expect(hubConfigRun.code).toBe(0);
    const lines = hubConfigRun.stdout.trim().split('\n');
    expect(lines[1]).toBe(
      `El hub atiende a los clientes del corporativo en nats://127.0.0.1:${port}: úselo como RELOJ_HQ_HUB_URL con nueva-caja (y como HQ_NATS_URL del servicio).`,
    );
    expect(lines[2]).toContain(` RELOJ_HQ_HUB_URL=nats://127.0.0.1:${port} `);
    expect(lines[2]).toContain(` RELOJ_HQ_PID_FILE=${join(hubDir, 'nats.pid')} `);
  });

  it('writes hub.conf and cajas.conf readable and writable by their owner only', () => {
    expect((statSync(join(hubDir, 'hub.conf')).mode & 0o777).toString(8)).toBe('600');
    expect((statSync(cajasFile()).mode & 0o777).toString(8)).toBe('600');
  });
});

describe('nueva-caja with the hub out of reach', () => {
  it('without RELOJ_HQ_HUB_URL names the address it tried (4222) and the variable, and writes nothing', async () => {
    const before = readFileSync(cajasFile(), 'utf8');
    const result = await nuevaCaja('monterrey-centro');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    // Refused, or Debian's own nats-server answering there: either way the message says where and what to set.
    expect(result.stderr).toMatch(/^(No se pudo conectar con el hub|El servidor) en nats:\/\/127\.0\.0\.1:4222[ :]/);
    expect(result.stderr).toContain(hint);
    expect(readFileSync(cajasFile(), 'utf8')).toBe(before);
  });

  it('with a wrong RELOJ_HQ_HUB_URL says in Spanish the connection was refused there, and writes nothing', async () => {
    const before = readFileSync(cajasFile(), 'utf8');
    const wrong = `nats://127.0.0.1:${await freePort()}`;
    const result = await nuevaCaja('monterrey-centro', wrong);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`No se pudo conectar con el hub en ${wrong}: conexión rechazada, nada escucha en esa dirección. ${hint}`);
    expect(readFileSync(cajasFile(), 'utf8')).toBe(before);
    expect(cajasOf(cajasFile())).toEqual([]);
  });

  it('refuses a nats-server that is not the hub (no JetStream in domain "hq"), and writes nothing', async () => {
    const otherPort = await freePort();
    const other = await startNatsServer(join(dir, 'otro'), `listen: "127.0.0.1:${otherPort}"\n`, otherPort);
    try {
      const before = readFileSync(cajasFile(), 'utf8');
      const result = await nuevaCaja('monterrey-centro', other.url);
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe(`El servidor en ${other.url} no es el hub del corporativo (no tiene JetStream en el dominio "hq"). ${hint}`);
      expect(readFileSync(cajasFile(), 'utf8')).toBe(before);
    } finally {
      await other.stop();
    }
  });
});

describe('nueva-caja retried with the URL hub-config printed', () => {
  it('issues the box: its lines printed, its user written, its stream sourced', async () => {
    const hubUrl = /RELOJ_HQ_HUB_URL=(\S+)/.exec(hubConfigRun.stdout)![1]!;
    const result = await nuevaCaja('monterrey-centro', hubUrl);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout.trim().split('\n')).toEqual([
      '# Caja "monterrey-centro" dada de alta. Copie estas líneas al archivo de entorno de la caja (p. ej. /etc/reloj-checador/env):',
      `RELOJ_HQ_NATS_URL=tls://hq.ejemplo.mx:${leafPort}`,
      'RELOJ_HQ_CAJA=monterrey-centro',
      'RELOJ_HQ_USUARIO=caja-monterrey-centro',
      expect.stringMatching(/^RELOJ_HQ_PASSWORD=[A-Za-z0-9_-]{32}$/),
      'RELOJ_HQ_CA=/etc/reloj-checador/corporativo-ca.pem',
    ]);
    expect(cajasOf(cajasFile())).toEqual(['monterrey-centro']);
    expect((statSync(cajasFile()).mode & 0o777).toString(8)).toBe('600');
    const nc = await connect({ servers: hubUrl });
    try {
      const { config } = await (await jetstreamManager(nc)).streams.info(HQ_STREAM);
      expect(config.sources?.map((s) => s.name)).toEqual(['RELOJ_MONTERREY_CENTRO']);
    } finally {
      await nc.close();
    }
  });

  it('undoes what it wrote when a step after the check fails, so that nothing is left half issued', async () => {
    const hubUrl = `nats://127.0.0.1:${port}`;
    const nc = await connect({ servers: hubUrl });
    try {
      // A headquarters stream the hub refuses to add sources to (a mirror): the last step fails after the user was written.
      const jsm = await jetstreamManager(nc);
      await jsm.streams.delete(HQ_STREAM);
      await jsm.streams.add({ name: 'ESPEJADO', subjects: ['espejado.>'] });
      await jsm.streams.add({ name: HQ_STREAM, mirror: { name: 'ESPEJADO' } });
      const before = readFileSync(cajasFile(), 'utf8');
      const result = await nuevaCaja('saltillo', hubUrl);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^No se pudo dar de alta la caja "saltillo": /);
      expect(result.stderr.trim()).toMatch(/Se deshizo lo escrito \(.*cajas\.conf quedó como estaba\); corrija la causa y vuelva a intentarlo\.$/);
      expect(readFileSync(cajasFile(), 'utf8')).toBe(before);
      expect(cajasOf(cajasFile())).toEqual(['monterrey-centro']);
    } finally {
      await nc.close();
    }
  });
});

describe('actualizar-permisos', () => {
  it('gives a box issued before release reads the permissions of this version, keeping its password; a second run changes nothing', async () => {
    const issued = readFileSync(cajasFile(), 'utf8');
    const password = /password: ("[^"]+")/.exec(issued)![1]!;
    // The line as nueva-caja wrote it before issue 32: no read of the releases' bucket, no announcements.
    const before32 = issued.replace(/permissions: .* \} # caja: monterrey-centro/, () => {
      const { publish, subscribe } = cajaPermissions('monterrey-centro');
      const old = { publish: { allow: publish.allow.slice(0, 3) }, subscribe: { allow: subscribe.allow.slice(0, 2) } };
      return `permissions: ${JSON.stringify(old)} } # caja: monterrey-centro`;
    });
    expect(before32).not.toBe(issued);
    writeFileSync(cajasFile(), before32, { mode: 0o600 });
    const settings = { RELOJ_HQ_CAJAS_FILE: cajasFile(), RELOJ_HQ_PID_FILE: join(hubDir, 'nats.pid') };

    const first = await run('actualizarPermisos', [], settings);
    expect(first.stderr).toBe('');
    expect(first.stdout.trim()).toBe('Permisos actualizados de 1 caja(s): monterrey-centro.');
    const after = readFileSync(cajasFile(), 'utf8');
    expect(after).toBe(issued);
    expect(after).toContain(`password: ${password}`);
    expect((statSync(cajasFile()).mode & 0o777).toString(8)).toBe('600');

    const second = await run('actualizarPermisos', [], settings);
    expect(second.stdout.trim()).toBe('Todas las cajas ya tienen los permisos de esta versión; no se cambió nada.');
  });

  it('refuses a users file with a box line it cannot read, changing nothing', async () => {
    const broken = readFileSync(cajasFile(), 'utf8').replace('password: "', 'password: ');
    writeFileSync(cajasFile(), broken, { mode: 0o600 });
    const result = await run('actualizarPermisos', [], { RELOJ_HQ_CAJAS_FILE: cajasFile() });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^El archivo de usuarios .*cajas\.conf tiene una línea de caja que no se puede leer: /);
    expect(readFileSync(cajasFile(), 'utf8')).toBe(broken);
  });
});
