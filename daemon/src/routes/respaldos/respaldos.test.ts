import Database from 'better-sqlite3';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_NAME_RE, readSignature } from '../../services/respaldos/index.js';
import { dumpDatabase, integrityCheck } from '../../test-support/dbDump.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

let server: TestServer;
let backupsDir: string;
beforeAll(async () => {
  server = await startTestServer();
  backupsDir = join(server.dataDir, 'respaldos');
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  rmSync(backupsDir, { recursive: true, force: true });
});

const validMissing = 'reloj-00000000-2020-01-01-000000-manual.sqlite';
const download = (nombre: string, cookie = server.cookie) => fetch(`${server.url}/api/respaldos/${nombre}/descarga`, { headers: cookie ? { cookie } : {} });
const lastAudit = () => server.db.prepare('SELECT accion, despues FROM auditoria ORDER BY id DESC LIMIT 1').get() as { accion: string; despues: string | null };

describe('/api/respaldos', () => {
  it('401 without a session, for the list, a new backup and a download', async () => {
    for (const [method, path] of [
      ['GET', '/api/respaldos'],
      ['POST', '/api/respaldos'],
      ['GET', `/api/respaldos/${validMissing}/descarga`],
    ] as const) {
      const res = await server.anonymous(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.code).toBe('unauthorized');
    }
    expect(existsSync(backupsDir)).toBe(false);
  });

  it('403 for a cross-site POST', async () => {
    const res = await server.request('POST', '/api/respaldos', undefined, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(existsSync(backupsDir)).toBe(false);
  });

  it('lists nothing before the first backup', async () => {
    const res = await server.request('GET', '/api/respaldos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('makes a backup now (201): named with the box id and date, identical to the live database', async () => {
    await server.request('POST', '/api/puestos', { nombre: 'cajero', salarioDiario: 300 });
    const health = await server.anonymous('GET', '/api/health');
    const res = await server.request('POST', '/api/respaldos');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ nombre: expect.stringMatching(BACKUP_NAME_RE), bytes: expect.any(Number), fecha: expect.any(String), tipo: 'manual' });
    expect(res.body.nombre.startsWith(`reloj-${health.body.machineId}-`)).toBe(true);
    expect(res.body.nombre).toMatch(/-manual\.sqlite$/);
    expect(Math.abs(Date.parse(res.body.fecha) - Date.now())).toBeLessThan(60_000);

    const file = join(backupsDir, res.body.nombre);
    expect(res.body.bytes).toBe(readFileSync(file).length);
    expect(integrityCheck(file)).toBe('ok');
    // The live database has one row more since: the audit entry of this very backup.
    const live = JSON.parse(dumpDatabase(join(server.dataDir, 'reloj.sqlite')));
    expect(live.auditoria.pop()).toMatchObject({ accion: 'respaldos.crear' });
    expect(JSON.parse(dumpDatabase(file))).toEqual(live);
    // One self-contained file: rollback journal, no -wal beside it.
    const copy = new Database(file, { readonly: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    copy.close();
    expect(readdirSync(backupsDir)).toEqual([res.body.nombre]);

    expect(lastAudit().accion).toBe('respaldos.crear');
    const list = await server.request('GET', '/api/respaldos');
    expect(list.body).toEqual([res.body]);
  });

  it('signs each backup with a key of the box kept outside the backups (0600), and copies no free page', async () => {
    const add = server.db.prepare("INSERT INTO intentos_fallidos (tipo, usuario, fallos, ultimo_fallo) VALUES ('usuario', ?, 1, '')");
    server.db.transaction(() => {
      for (let i = 0; i < 2000; i++) add.run(`temporal-${i}-${'x'.repeat(100)}`);
    })();
    server.db.exec("DELETE FROM intentos_fallidos WHERE usuario LIKE 'temporal-%'");
    server.db.pragma('wal_checkpoint(TRUNCATE)');
    expect(server.db.pragma('freelist_count', { simple: true })).toBeGreaterThan(5);
    const created = (await server.request('POST', '/api/respaldos')).body;
    const file = join(backupsDir, created.nombre);
    const keyFile = join(server.dataDir, 'claves', 'respaldos.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(statSync(join(server.dataDir, 'claves')).mode & 0o777).toBe(0o700);
    expect(statSync(backupsDir).mode & 0o777).toBe(0o700);
    const key = readFileSync(keyFile, 'utf8').trim();
    const bytes = readFileSync(file);
    expect(bytes.includes(Buffer.from(key, 'hex'))).toBe(false);
    expect(bytes.includes(Buffer.from(key))).toBe(false);
    const signature = readSignature(file);
    expect(signature).toMatchObject({ kind: 'firmado', signature: { caja: '0a1b2c3d', bytes: signature.kind === 'firmado' ? signature.databaseBytes : -1 } });
    const copy = new Database(file, { readonly: true });
    expect(copy.pragma('freelist_count', { simple: true })).toBe(0);
    copy.close();
  });

  it('downloads a backup as an attachment, byte for byte, and records who did', async () => {
    const created = (await server.request('POST', '/api/respaldos')).body;
    const res = await download(created.nombre);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.sqlite3');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${created.nombre}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(join(backupsDir, created.nombre)))).toBe(true);
    const audit = lastAudit();
    expect(audit.accion).toBe('respaldos.descargar');
    expect(JSON.parse(audit.despues ?? '{}')).toMatchObject({ nombre: created.nombre });
  });

  it('400 for a name that is not a backup name (no path ever reaches the disk)', async () => {
    writeFileSync(join(server.dataDir, 'secreto.txt'), 'no');
    for (const bad of [
      'reloj.sqlite',
      '..%2Freloj.sqlite',
      '..%2F..%2Fetc%2Fpasswd',
      'secreto.txt',
      `${validMissing}.partial`,
      encodeURIComponent(`../${validMissing}`),
    ]) {
      const res = await download(bad);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'validation_failed', error: 'El nombre del respaldo no es válido.' });
    }
  });

  it('404 for a well-formed name that is not there, or that is a link to elsewhere', async () => {
    const missing = await download(validMissing);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'backup_not_found', error: 'El respaldo no existe.' });

    await server.request('POST', '/api/respaldos'); // creates the folder
    const link = 'reloj-00000000-2020-01-02-000000-manual.sqlite';
    symlinkSync(join(server.dataDir, 'reloj.sqlite'), join(backupsDir, link));
    expect((await download(link)).status).toBe(404);
    expect((await server.request('GET', '/api/respaldos')).body.map((b: { nombre: string }) => b.nombre)).not.toContain(link);
  });

  it('makes simultaneous requests one after the other, each its own file', async () => {
    const [a, b] = await Promise.all([server.request('POST', '/api/respaldos'), server.request('POST', '/api/respaldos')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.nombre).not.toBe(b.body.nombre);
    expect(readdirSync(backupsDir).sort()).toEqual([a.body.nombre, b.body.nombre].sort());
  });

  it('keeps the newest 5 manual backups', async () => {
    const made: string[] = [];
    for (let i = 0; i < 7; i++) made.push((await server.request('POST', '/api/respaldos')).body.nombre);
    const list = (await server.request('GET', '/api/respaldos')).body as { nombre: string }[];
    expect(list.map((b) => b.nombre)).toEqual(made.slice(2).reverse());
    expect(readdirSync(backupsDir).sort()).toEqual(made.slice(2).sort());
  });

  it('a backup taken while writes go on is a consistent database', async () => {
    for (let i = 0; i < 300; i++) server.db.prepare("INSERT INTO sucursales (nombre, created_at, updated_at) VALUES (?, '', '')").run(`RELLENO ${i}`);
    for (let i = 0; i < 300; i++)
      server.db.prepare("INSERT INTO auditoria (usuario, accion, despues, created_at) VALUES ('x', 'relleno', ?, '')").run('X'.repeat(4000));
    const writes = (async () => {
      for (let i = 0; i < 40; i++) await server.request('POST', '/api/bonos', { nombre: `bono ${i}`, monto: i });
    })();
    const res = await server.request('POST', '/api/respaldos');
    await writes;
    expect(res.status).toBe(201);
    const file = join(backupsDir, res.body.nombre);
    expect(integrityCheck(file)).toBe('ok');
    const copy = new Database(file, { readonly: true });
    expect((copy.prepare('SELECT count(*) AS n FROM sucursales').get() as { n: number }).n).toBeGreaterThanOrEqual(300);
    copy.close();
  });
});
