import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDatabase, liveDatabase, openDatabase } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { migrations } from '../../db/migrations/index.js';
import { auditoriaRepository } from '../../db/repositories/auditoria.js';
import { respaldosPorDepurarRepository } from '../../db/repositories/respaldosPorDepurar.js';
import { systemClock } from '../../lib/clock.js';
import { createLogger } from '../../logger.js';
import {
  createRespaldosService,
  ensureSigningKeyPair,
  publicKeyPem,
  appendSignature,
  ensureBackupKey,
  readSignature,
  signatureFor,
  applyPendingRestore,
  PENDING_FILE,
  STAGING_DIR,
} from '../../services/respaldos/index.js';
import { dumpDatabase } from '../../test-support/dbDump.js';
import { hire, punch, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

// Issue 30 item 12: 'Restaurar' in 'Respaldos'. A backup is checked as `npm run admin -- restore-backup` checks it,
// confirmed by typing the box's name as the home page shows it (issue 45: here its only sucursal, CENTRO; its short id
// 0a1b2c3d, asked for before, is still accepted), and installed at the next start.
// Issue 39 item 6: another box's backup needs that box's public key; one that names this box but that this box's keys
// did not sign is refused; the restore is a link of the restored record's chain.

let server: TestServer;
let scratch: string;
const restart = vi.fn();
const silent = createLogger('silent');
const NOW = new Date('2026-11-27T18:30:00Z');

beforeAll(async () => {
  server = await startTestServer({ restart });
  scratch = mkdtempSync(join(tmpdir(), 'reloj-restauracion-'));
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { nombre: 'Ana López' });
  await punch(server, ana, '2026-02-23T09:00', '2026-02-23T18:00');
});
afterAll(async () => {
  await server.close();
  rmSync(scratch, { recursive: true, force: true });
});

const upload = (bytes: Buffer, archivo: string) =>
  fetch(`${server.url}/api/respaldos/restauracion?archivo=${encodeURIComponent(archivo)}`, {
    method: 'POST',
    headers: { cookie: server.cookie, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  }).then(async (res) => ({ status: res.status, body: await res.json() }));
const staged = () => (existsSync(join(server.dataDir, STAGING_DIR)) ? readdirSync(join(server.dataDir, STAGING_DIR)) : []);
const marker = () => join(server.dataDir, PENDING_FILE);
const lastAudit = () => server.db.prepare('SELECT usuario, accion, despues FROM auditoria ORDER BY id DESC LIMIT 1').get() as Record<string, string>;
const backupFile = (nombre: string) => join(server.dataDir, 'respaldos', nombre);

/** The box's data folder as a stopped daemon leaves it, copied: what the next start finds. */
function stoppedCopy(label: string): string {
  server.db.pragma('wal_checkpoint(TRUNCATE)');
  const copy = join(scratch, label);
  cpSync(server.dataDir, copy, { recursive: true });
  return copy;
}

describe('POST /api/respaldos/restauracion and .../confirmar', () => {
  it('checks a listed backup and tells what it holds; a wrong name is refused; the right one answers 202 and restarts', async () => {
    const made = await server.request('POST', '/api/respaldos');
    expect(made.status).toBe(201);
    await server.request('POST', '/api/puestos', { nombre: 'después del respaldo', salarioDiario: 1 });

    const checked = await server.request('POST', '/api/respaldos/restauracion', { nombre: made.body.nombre });
    expect(checked.status, checked.text).toBe(200);
    expect(checked.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      nombre: made.body.nombre,
      hechoEl: expect.any(String),
      caja: '0a1b2c3d',
      cajaNombre: 'CENTRO',
      otraCaja: false,
      huella: null,
      version: migrations.length,
      empleados: 1,
      checadas: 2,
      periodos: 0,
      checadasDesde: '2026-02-23T15:00:00.000Z',
      checadasHasta: '2026-02-24T00:00:00.000Z',
      confirmarCon: 'CENTRO',
    });
    expect(staged()).toEqual([`${checked.body.id}.sqlite`]);
    expect(lastAudit()).toMatchObject({ usuario: 'admin', accion: 'respaldos.restaurar.revisar' });

    const confirm = (body: unknown) => server.request('POST', `/api/respaldos/restauracion/${checked.body.id}/confirmar`, body);
    const wrong = await confirm({ confirmacion: 'reloj' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: 'validation_failed',
      field: 'confirmacion',
      error: 'Escribe el nombre de este equipo como aparece en Inicio («CENTRO») para confirmar.',
    });
    expect(existsSync(marker())).toBe(false);

    const unknown = await server.request('POST', `/api/respaldos/restauracion/${'0'.repeat(32)}/confirmar`, { confirmacion: '0a1b2c3d' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 'restauracion_no_preparada',
      error: 'El respaldo por restaurar ya no está preparado (se eligió otro o el reloj se reinició). Vuelve a elegirlo.',
    });
    expect((await server.request('POST', '/api/respaldos/restauracion/..%2Freloj/confirmar', { confirmacion: '0a1b2c3d' })).status).toBe(404);

    expect(restart).not.toHaveBeenCalled();
    const ok = await confirm({ confirmacion: '0a1b2c3d' });
    expect(ok.status).toBe(202);
    expect(ok.body).toEqual({ reiniciando: true, arranque: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect((await server.anonymous('GET', '/api/health')).body.arranque).toBe(ok.body.arranque);
    await vi.waitFor(() => expect(restart).toHaveBeenCalledTimes(1));
    expect(JSON.parse(readFileSync(marker(), 'utf8'))).toMatchObject({ archivo: `${checked.body.id}.sqlite`, usuario: 'admin' });
    expect(lastAudit()).toMatchObject({ usuario: 'admin', accion: 'respaldos.restaurar.confirmar' });
    // Confirmed once: the staged file belongs to the marker now.
    expect((await confirm({ confirmacion: '0a1b2c3d' })).status).toBe(404);

    // The next start, before the database opens: the backup is installed, the replaced database kept aside.
    const box = stoppedCopy('reinicio-bueno');
    expect(applyPendingRestore(box, { logger: silent, now: () => NOW })).toBe('instalada');
    expect(existsSync(join(box, PENDING_FILE))).toBe(false);
    expect(existsSync(join(box, STAGING_DIR))).toBe(false);
    expect(dumpDatabase(join(box, 'reloj.sqlite'))).not.toContain('DESPUÉS DEL RESPALDO');
    expect(dumpDatabase(join(box, 'anterior-20261127-183000', 'reloj.sqlite'))).toContain('DESPUÉS DEL RESPALDO');
    const restored = new Database(join(box, 'reloj.sqlite'), { readonly: true });
    const line = restored.prepare('SELECT usuario, accion, despues, created_at FROM auditoria ORDER BY id DESC LIMIT 1').get() as Record<string, string>;
    restored.close();
    expect(line).toMatchObject({ usuario: 'admin', accion: 'respaldos.restaurar', created_at: NOW.toISOString() });
    expect(JSON.parse(line.despues as string)).toMatchObject({
      nombre: made.body.nombre,
      caja: '0a1b2c3d',
      otraCaja: false,
      origen: 'panel',
      anterior: join(box, 'anterior-20261127-183000'),
    });
    // …and in its chain: a 'restauracion' link.
    const chained = new Database(join(box, 'reloj.sqlite'), { readonly: true });
    const link = chained.prepare('SELECT tipo, contenido FROM registro ORDER BY secuencia DESC LIMIT 1').get() as Record<string, string>;
    chained.close();
    expect(link.tipo).toBe('restauracion');
    expect(JSON.parse(link.contenido as string)).toMatchObject({
      nombre: made.body.nombre,
      sha256: createHash('sha256')
        .update(readFileSync(backupFile(made.body.nombre)))
        .digest('hex'),
      caja: '0a1b2c3d',
      otraCaja: 0,
      restauradoPor: 'admin',
      origen: 'panel',
      restauradoEn: NOW.toISOString(),
    });
    // The daemon starts on it (what main.ts opens next).
    const db = openDatabase(join(box, 'reloj.sqlite'));
    expect(migrate(db)).toBe(migrations.length);
    closeDatabase(db);
    rmSync(marker(), { force: true });
  });

  it('a marker whose staged file changed or went missing is dropped, and the box starts on its current database', async () => {
    const made = await server.request('POST', '/api/respaldos');
    const checked = await server.request('POST', '/api/respaldos/restauracion', { nombre: made.body.nombre });
    expect((await server.request('POST', `/api/respaldos/restauracion/${checked.body.id}/confirmar`, { confirmacion: ' Centro ' })).status).toBe(202);
    const changed = stoppedCopy('reinicio-alterado');
    const missing = stoppedCopy('reinicio-sin-archivo');
    rmSync(marker(), { force: true });
    rmSync(join(server.dataDir, STAGING_DIR), { recursive: true, force: true });

    const stagedFile = join(changed, STAGING_DIR, `${checked.body.id}.sqlite`);
    const db = new Database(stagedFile);
    db.exec('UPDATE puestos SET salario_diario_centavos = 1');
    db.close();
    rmSync(join(missing, STAGING_DIR), { recursive: true });
    for (const box of [changed, missing]) {
      const before = dumpDatabase(join(box, 'reloj.sqlite'));
      expect(applyPendingRestore(box, { logger: silent, now: () => NOW })).toBe('descartada');
      expect(dumpDatabase(join(box, 'reloj.sqlite'))).toBe(before);
      expect(readdirSync(box).filter((f) => f.startsWith('anterior-') || f === PENDING_FILE || f === STAGING_DIR)).toEqual([]);
    }
  });

  it('refuses an altered file, a file that is no backup, a path and a missing backup, changing nothing', async () => {
    const made = await server.request('POST', '/api/respaldos');
    const altered = join(scratch, 'alterado.sqlite');
    copyFileSync(backupFile(made.body.nombre), altered);
    const db = new Database(altered);
    db.exec('UPDATE puestos SET salario_diario_centavos = 1');
    db.close();

    const before = dumpDatabase(join(server.dataDir, 'reloj.sqlite'));
    const refused = await upload(readFileSync(altered), 'alterado.sqlite');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: 'respaldo_rechazado',
      error: 'El respaldo fue alterado después de hacerse: su contenido no corresponde a su firma. Usa otro respaldo. No se cambió nada.',
    });
    const junk = await upload(Buffer.from('esto no es sqlite'.repeat(100)), 'basura.sqlite');
    expect(junk.status).toBe(422);
    expect(junk.body.error).toMatch(/^El archivo no tiene la firma de un respaldo del Reloj Checador: no se puede saber si fue alterado\./);
    const path = await server.request('POST', '/api/respaldos/restauracion', { nombre: '../reloj.sqlite' });
    expect(path.status).toBe(422);
    expect(path.body).toMatchObject({ code: 'validation_failed', field: 'nombre', error: 'El nombre del respaldo no es válido.' });
    const gone = await server.request('POST', '/api/respaldos/restauracion', { nombre: 'reloj-0a1b2c3d-2020-01-01-000000-manual.sqlite' });
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('backup_not_found');
    await expect(server.services.restauracion.fromUpload('grande.sqlite', Readable.from([Buffer.alloc(64), Buffer.alloc(64)]), 100)).rejects.toMatchObject({
      status: 413,
    });

    expect(staged()).toEqual([]);
    expect(existsSync(marker())).toBe(false);
    expect(readdirSync(server.dataDir).filter((f) => f.startsWith('anterior-'))).toEqual([]);
    // Only the audit log moved (the backup just made).
    const strip = (dump: string) => ({ ...JSON.parse(dump), auditoria: [] });
    expect(strip(dumpDatabase(join(server.dataDir, 'reloj.sqlite')))).toEqual(strip(before));
  });

  it("shows another box's backup as that box's, never with this box's name; confirming it needs aceptarOtraCaja and that box's public key", async () => {
    // A backup made and signed by another box (its own data folder, so its own keys).
    const otherDir = join(scratch, 'otra-caja');
    const other = openDatabase(join(otherDir, 'reloj.sqlite'));
    migrate(other);
    const made = await createRespaldosService({
      respaldosPorDepurar: respaldosPorDepurarRepository(other),
      auditoria: auditoriaRepository(other),
      database: liveDatabase(other),
      dataDir: otherDir,
      clock: systemClock,
      timeZone: 'America/Mexico_City',
      machineId: 'b0b0b0b0',
      logger: silent,
    }).create('manual');
    closeDatabase(other);
    // What 'Descargar clave pública de este equipo' gives there, and here.
    const otherKey = publicKeyPem(ensureSigningKeyPair(otherDir));
    const exported = await fetch(`${server.url}/api/respaldos/clave-publica`, { headers: { cookie: server.cookie } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="reloj-0a1b2c3d-clave-publica.pem"');
    const thisKey = await exported.text();
    expect(thisKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+-----END PUBLIC KEY-----\n$/);

    const checked = await upload(readFileSync(join(otherDir, 'respaldos', made.nombre)), made.nombre);
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      nombre: made.nombre,
      caja: 'b0b0b0b0',
      cajaNombre: null,
      otraCaja: true,
      huella: ensureSigningKeyPair(otherDir).huella,
      empleados: 0,
      checadas: 0,
      checadasDesde: null,
    });
    const confirm = (body: unknown) => server.request('POST', `/api/respaldos/restauracion/${checked.body.id}/confirmar`, body);
    const notAccepted = await confirm({ confirmacion: '0a1b2c3d' });
    expect(notAccepted.status).toBe(422);
    expect(notAccepted.body).toMatchObject({
      field: 'aceptarOtraCaja',
      error: 'Este respaldo lo firmó otro equipo (reloj b0b0b0b0): confirma que quieres usarlo en este.',
    });
    // Accepting is no longer enough: the other box's key must check the signature.
    const withoutKey = await confirm({ confirmacion: '0a1b2c3d', aceptarOtraCaja: true });
    expect(withoutKey.status).toBe(422);
    expect(withoutKey.body).toMatchObject({
      field: 'clavePublica',
      error: expect.stringMatching(
        /^El respaldo lo firmó otro equipo \(reloj b0b0b0b0, clave pública [0-9a-f]{8} [0-9a-f]{8}\)\. Para usarlo aquí hace falta la clave pública de ese equipo/,
      ),
    });
    const wrongKey = await confirm({ confirmacion: '0a1b2c3d', aceptarOtraCaja: true, clavePublica: thisKey });
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.body).toMatchObject({
      field: 'clavePublica',
      error: expect.stringMatching(/^La clave pública es de otro equipo \(clave [0-9a-f]{8} [0-9a-f]{8}\), no del que firmó el respaldo/),
    });
    const notAKey = await confirm({ confirmacion: '0a1b2c3d', aceptarOtraCaja: true, clavePublica: 'hola' });
    expect(notAKey.body).toMatchObject({
      field: 'clavePublica',
      error: "El archivo no es la clave pública de un equipo: descárgala en el otro equipo, en 'Respaldos' → 'Descargar clave pública de este equipo'.",
    });
    expect(existsSync(marker())).toBe(false);
    restart.mockClear();
    expect((await confirm({ confirmacion: '0a1b2c3d', aceptarOtraCaja: true, clavePublica: otherKey })).status).toBe(202);
    await vi.waitFor(() => expect(restart).toHaveBeenCalledTimes(1));
    expect(JSON.parse(readFileSync(marker(), 'utf8')).despues).toMatchObject({
      otraCaja: true,
      caja: 'b0b0b0b0',
      clave: ensureSigningKeyPair(otherDir).huella,
    });
    rmSync(marker(), { force: true });
  });

  it("refuses a forged backup that names this box (edited, signed with made-up keys), never showing it as this box's", async () => {
    rmSync(join(server.dataDir, STAGING_DIR), { recursive: true, force: true }); // the earlier test's, the marker's
    const made = await server.request('POST', '/api/respaldos');
    const read = readSignature(backupFile(made.body.nombre));
    if (read.kind !== 'firmado') throw new Error('not signed');
    const forged = join(scratch, 'falsificado.sqlite');
    copyFileSync(backupFile(made.body.nombre), forged);
    truncateSync(forged, read.databaseBytes);
    const db = new Database(forged);
    db.exec('UPDATE puestos SET salario_diario_centavos = 1; PRAGMA journal_mode = DELETE;');
    db.close();
    const madeUp = mkdtempSync(join(scratch, 'claves-inventadas-'));
    const bytes = readFileSync(forged);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await appendSignature(
      forged,
      signatureFor(ensureBackupKey(madeUp).key, { caja: '0a1b2c3d', fecha: read.signature.fecha, bytes: bytes.length, sha256 }, ensureSigningKeyPair(madeUp)),
    );

    const refused = await upload(readFileSync(forged), made.body.nombre);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      code: 'respaldo_rechazado',
      error:
        'El respaldo dice ser de este equipo pero su firma no corresponde a sus claves: no lo hizo este equipo o se alteró. No se puede restaurar. No se cambió nada.',
    });
    expect(staged()).toEqual([]);
    expect(existsSync(marker())).toBe(false);
  });

  it('is for administrators only: a gerente gets 403 and nothing is staged', async () => {
    const sucursales = await server.request('GET', '/api/sucursales');
    const created = await server.request('POST', '/api/usuarios', {
      usuario: 'gerente1',
      password: 'contraseña-del-gerente',
      rol: 'gerente',
      sucursalIds: [sucursales.body[0].id],
    });
    expect(created.status, created.text).toBe(201);
    const login = await server.anonymous('POST', '/api/auth/login', { usuario: 'gerente1', password: 'contraseña-del-gerente' });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const made = await server.request('POST', '/api/respaldos');
    rmSync(join(server.dataDir, STAGING_DIR), { recursive: true, force: true });
    const res = await server.anonymous('POST', '/api/respaldos/restauracion', { nombre: made.body.nombre }, { cookie });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
    const confirm = await server.anonymous('POST', `/api/respaldos/restauracion/${'0'.repeat(32)}/confirmar`, { confirmacion: '0a1b2c3d' }, { cookie });
    expect(confirm.status).toBe(403);
    expect((await server.anonymous('GET', '/api/respaldos/clave-publica', undefined, { cookie })).status).toBe(403);
    expect(staged()).toEqual([]);
  });
});
