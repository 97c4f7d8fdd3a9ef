import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { hostileBundle, manifestOnlyBundle } from '../../test-support/releaseBundles.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../db/migrations/index.js';
import { generateReleaseKeys } from '../../release/keys.js';
import type { Manifest } from '../../release/manifest.js';
import { writeUpdateStatus } from '../../release/updateStatus.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// Issue 32 item 3b: 'Sistema' → 'Actualizaciones'. The daemon checks an uploaded bundle's signed manifest and hands it
// to the root updater (pendiente.tar.zst, estado 'en_espera'); it installs nothing itself. The box runs 0.1.0 on
// this machine's architecture and trusts one key.

const keys = generateReleaseKeys();
const stranger = generateReleaseKeys();
let server: TestServer;
let scratch: string;
let realBundle: string;

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'reloj-actualizaciones-'));
  const trusted = join(scratch, 'claves-publicas');
  mkdirSync(trusted);
  writeFileSync(join(trusted, `${keys.id}.pem`), keys.publicPem);
  server = await startTestServer({ env: { RELOJ_CLAVES_PUBLICAS: trusted } });
  // The daemon reads only a bundle's signed manifest (the root updater checks the files: e2e/actualizacion.test.ts).
  realBundle = manifestOnly('version-0.2.0.tar.zst', { version: '0.2.0', notas: 'Corrige la hora de salida.' });
});
afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const manifestOnly = (name: string, fields: Partial<Manifest>, privatePem = keys.privatePem) =>
  manifestOnlyBundle(join(scratch, name), { migraciones: migrations.map((m) => m.name), ...fields }, privatePem);
const upload = (bytes: Buffer | Uint8Array) =>
  fetch(`${server.url}/api/actualizaciones/paquete`, {
    method: 'POST',
    headers: { cookie: server.cookie, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
const updates = () => join(server.dataDir, 'actualizaciones');
const leftInUpdates = () => (existsSync(updates()) ? readdirSync(updates()).sort() : []);
const install = (id: string) => server.request('POST', `/api/actualizaciones/paquete/${id}/instalar`);
const audits = (accion: string) =>
  server.db.prepare('SELECT usuario, accion, antes, despues FROM auditoria WHERE accion = ? ORDER BY id').all(accion) as {
    usuario: string;
    accion: string;
    antes: string;
    despues: string;
  }[];

describe('POST /api/actualizaciones/paquete', () => {
  it('refuses a bundle that is not for this box with its reason, and keeps nothing of it', async () => {
    const refusals: [string, Buffer, string, string][] = [
      [
        'another key',
        readFileSync(manifestOnly('otra-clave.tar.zst', {}, stranger.privatePem)),
        'firma_no_valida',
        'La firma del paquete no es de ninguna clave de confianza de este equipo: no se instala. Pide el paquete a quien publica las versiones.',
      ],
      [
        'another machine',
        readFileSync(manifestOnly('riscv.tar.zst', { arch: 'riscv64' })),
        'arquitectura_distinta',
        `El archivo de actualización es para otro tipo de equipo (riscv64); este equipo es ${process.arch === 'arm64' ? 'equipo ARM de 64 bits' : 'PC de 64 bits'}. Usa el archivo reloj-checador-0.3.0-${process.arch}.`,
      ],
      [
        'the same version',
        readFileSync(manifestOnly('igual.tar.zst', { version: '0.1.0' })),
        'version_no_nueva',
        'La versión 0.1.0 no es más nueva que la instalada (0.1.0).',
      ],
      [
        'a version that needs a newer box',
        readFileSync(manifestOnly('salto.tar.zst', { version: '0.4.0', desdeVersion: '0.2.0' })),
        'version_muy_vieja',
        'La versión instalada (0.1.0) es muy vieja para actualizar directo a la 0.4.0: primero instala la 0.2.0 o una más nueva.',
      ],
      [
        'garbage',
        Buffer.from('esto no es un paquete'.repeat(50)),
        'paquete_ilegible',
        'El archivo no es un paquete de versión de Reloj Checador (falta su manifiesto firmado).',
      ],
      ['an empty body', Buffer.alloc(0), 'paquete_ilegible', 'El archivo no es un paquete de versión de Reloj Checador (falta su manifiesto firmado).'],
    ];
    for (const [what, bytes, code, error] of refusals) {
      const refused = await upload(bytes);
      expect(refused, what).toEqual({ status: 422, body: { code, error } });
      expect(leftInUpdates(), what).toEqual([]);
    }
    await expect(server.services.actualizaciones.upload(Readable.from([Buffer.alloc(64), Buffer.alloc(64)]), 100)).rejects.toMatchObject({
      status: 413,
      message: 'La petición es demasiado grande.',
    });
    expect(leftInUpdates()).toEqual([]);
    expect((await server.request('GET', '/api/actualizaciones')).body.estado).toBeNull();
  });

  it('refuses a FIFO, a sparse 1.9 GB or an oversized manifest, or a sparse file, from its listing: nothing read whole', async () => {
    // Issue 39, security 3: tar extracted manifest.json and the daemon read it whole before the signature was checked:
    // a FIFO blocked its event loop until the watchdog killed it; 1.9 GB of holes in a 282-byte upload took 2 GB.
    const maxRssBefore = process.resourceUsage().maxRSS;
    const cases: [Parameters<typeof hostileBundle>[1], RegExp][] = [
      ['manifiesto-disperso', /^El manifiesto del paquete no es un archivo normal: no se instala\.$/],
      ['manifiesto-enorme', /^El archivo manifest\.json del paquete es demasiado grande \(20 MB; el máximo es 16 MB\): no se instala\.$/],
      ['extra-disperso', /^El paquete trae programa\/extra\.bin como archivo disperso \(sparse\): no se instala\.$/],
      ['extra-disperso-posix', /^El paquete trae programa\/.*extra\.bin como archivo disperso \(sparse\): no se instala\.$/],
      // Last: before the fix it never returned, and the cases above show the failure without hanging the suite.
      ['manifiesto-fifo', /^El manifiesto del paquete no es un archivo normal: no se instala\.$/],
    ];
    for (const [kind, message] of cases) {
      const bytes = readFileSync(hostileBundle(join(scratch, `${kind}.tar.zst`), kind, keys.privatePem));
      expect(bytes.length, kind).toBeLessThan(2048);
      const refused = await upload(bytes);
      expect(refused.status, kind).toBe(422);
      expect(refused.body.code, kind).toBe('archivo_alterado');
      expect(refused.body.error, kind).toMatch(message);
      expect(leftInUpdates(), kind).toEqual([]);
    }
    // maxRSS is in KiB: the worker's peak grew by far less than one such manifest.
    expect(process.resourceUsage().maxRSS - maxRssBefore).toBeLessThan(256 * 1024);
    expect((await server.request('GET', '/api/health')).status).toBe(200);
  });

  it('on a box without the zstd program, says so instead of calling a good bundle unreadable', async () => {
    // Found by `make image-test`: the image's recipe lacked zstd, which tar needs for a .tar.zst.
    const onlyTar = join(scratch, 'sin-zstd');
    mkdirSync(onlyTar);
    symlinkSync(execFileSync('sh', ['-c', 'command -v tar'], { encoding: 'utf8' }).trim(), join(onlyTar, 'tar'));
    const path = process.env.PATH;
    process.env.PATH = onlyTar;
    try {
      const refused = await upload(readFileSync(realBundle));
      expect(refused).toEqual({
        status: 422,
        body: {
          error: 'Este equipo no tiene el programa zstd para leer el paquete (.tar.zst): instala el paquete zstd de Debian.',
          code: 'paquete_ilegible',
        },
      });
    } finally {
      process.env.PATH = path;
    }
    expect(leftInUpdates()).toEqual([]);
  });

  it('is for administrators only', async () => {
    expect((await server.anonymous('GET', '/api/actualizaciones')).status).toBe(401);
    const anonymousUpload = await fetch(`${server.url}/api/actualizaciones/paquete`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(readFileSync(realBundle)),
    });
    expect(anonymousUpload.status).toBe(401);
    expect(leftInUpdates()).toEqual([]);
  });
});

describe('installing from the panel', () => {
  it('checks a signed release, keeps one upload at a time, and hands it to the updater as pendiente.tar.zst', async () => {
    const before = await server.request('GET', '/api/actualizaciones');
    expect(before.body).toEqual({ versionInstalada: '0.1.0', arch: process.arch, clavesDeConfianza: 1, estado: null });

    const real = await upload(readFileSync(realBundle));
    expect(real.status).toBe(200);
    expect(real.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      version: '0.2.0',
      notas: 'Corrige la hora de salida.',
      arch: process.arch,
      desdeVersion: '0.1.0',
      migracionesNuevas: 0,
      firma: 'válida',
      clave: keys.id,
    });
    expect(leftInUpdates()).toEqual([`subido-${real.body.id}.tar.zst`]);

    // A second upload replaces the first: two migrations more than this database has.
    const newer = manifestOnly('0.3.0.tar.zst', { notas: 'Dos tablas nuevas.', migraciones: [...migrations.map((m) => m.name), '901-a', '902-b'] });
    const replaced = await upload(readFileSync(newer));
    expect(replaced.body).toMatchObject({ version: '0.3.0', migracionesNuevas: 2, firma: 'válida' });
    expect(leftInUpdates()).toEqual([`subido-${replaced.body.id}.tar.zst`]);
    const gone = await install(real.body.id);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      code: 'paquete_no_preparado',
      error: 'El paquete por instalar ya no está en el reloj (se subió otro o el reloj se reinició). Vuelve a subirlo.',
    });
    expect((await install('..%2F..%2Freloj')).status).toBe(404);

    // The real one again, installed: the updater's file and state are there, and the request is on the record.
    const again = await upload(readFileSync(realBundle));
    expect(leftInUpdates()).toEqual([`subido-${again.body.id}.tar.zst`]);
    const requested = await install(again.body.id);
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ estado: 'en_espera', version: '0.2.0' });
    expect(leftInUpdates()).toEqual(['estado.json', 'pendiente.tar.zst']);
    expect(readFileSync(join(updates(), 'pendiente.tar.zst')).equals(readFileSync(realBundle))).toBe(true);
    const waiting = await server.request('GET', '/api/actualizaciones');
    expect(waiting.body.estado).toMatchObject({ estado: 'en_espera', version: '0.2.0', anterior: '0.1.0' });
    const [solicitud, ...more] = audits('actualizaciones.solicitar');
    expect(more).toEqual([]);
    expect(solicitud).toMatchObject({ usuario: 'admin' });
    expect(JSON.parse(solicitud!.antes)).toEqual({ version: '0.1.0' });
    expect(JSON.parse(solicitud!.despues)).toEqual({ version: '0.2.0', clave: keys.id });
    // Installed once: the kept upload belongs to the updater now.
    expect((await install(again.body.id)).status).toBe(404);

    // Another one while the first waits: one update at a time.
    const third = await upload(readFileSync(newer));
    const busy = await install(third.body.id);
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ code: 'actualizacion_en_curso', error: 'Ya hay una actualización en curso: espera a que termine para instalar otra versión.' });
    expect(existsSync(join(updates(), `subido-${third.body.id}.tar.zst`))).toBe(true);
  });

  it('puts a finished update in the audit log when the page asks for the state', async () => {
    // What the root updater leaves once it is done (it removes the bundle it installed).
    rmSync(join(updates(), 'pendiente.tar.zst'), { force: true });
    writeUpdateStatus(server.dataDir, {
      estado: 'revertida',
      version: '0.2.0',
      anterior: '0.1.0',
      paso: 'Se volvió a la versión 0.1.0.',
      motivo: 'la versión 0.2.0 no respondió sana (base de datos y reconocimiento facial) en 120 s.',
      inicio: '2026-11-27T18:00:00.000Z',
      fecha: '2026-11-27T18:03:00.000Z',
    });
    const after = await server.request('GET', '/api/actualizaciones');
    expect(after.body.estado).toMatchObject({ estado: 'revertida', version: '0.2.0', anterior: '0.1.0', registrada: true });
    await server.request('GET', '/api/actualizaciones');
    const rows = audits('actualizaciones.actualizacion_revertida');
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.despues)).toMatchObject({
      version: '0.2.0',
      motivo: 'la versión 0.2.0 no respondió sana (base de datos y reconocimiento facial) en 120 s.',
    });

    // Finished: another version may be installed now.
    const next = await upload(readFileSync(realBundle));
    expect((await install(next.body.id)).status).toBe(202);
  });

  it('is not blocked for ever by an updater that stopped half-way (a power cut during the watch)', async () => {
    rmSync(join(updates(), 'pendiente.tar.zst'), { force: true });
    const watching = (minutesAgo: number) =>
      writeUpdateStatus(server.dataDir, {
        estado: 'vigilando',
        version: '0.2.0',
        anterior: '0.1.0',
        paso: 'La versión 0.2.0 responde; vigilando que no se reinicie…',
        inicio: new Date(Date.now() - (minutesAgo + 1) * 60_000).toISOString(),
        fecha: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      });
    watching(5);
    const during = await upload(readFileSync(realBundle));
    expect((await install(during.body.id)).status).toBe(409);
    watching(16);
    const after = await upload(readFileSync(realBundle));
    expect((await install(after.body.id)).status).toBe(202);
  });
});
