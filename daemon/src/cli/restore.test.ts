import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, liveDatabase, openDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { migrations } from '../db/migrations/index.js';
import { auditoriaRepository } from '../db/repositories/auditoria.js';
import { respaldosPorDepurarRepository } from '../db/repositories/respaldosPorDepurar.js';
import { systemClock } from '../lib/clock.js';
import { createLogger } from '../logger.js';
import {
  createRespaldosService,
  ensureSigningKeyPair,
  publicKeyPem,
  appendSignature,
  ensureBackupKey,
  readSignature,
  signatureFor,
} from '../services/respaldos/index.js';
import { CONTENIDO } from '../db/migrations/028-registro.js';
import { linkHash } from '../db/recordFunctions.js';
import { registroRepository } from '../db/repositories/registro.js';
import { createRegistroService } from '../services/registro/index.js';
import { dumpDatabase } from '../test-support/dbDump.js';
import { startTestServer, TEST_ADMIN, trackedTestServers, type TestServer } from '../test-support/testServer.js';
import { hire, punch, setUpCompany } from '../test-support/prenominaApi.js';
import { runAdminCommand } from './admin.js';
import { runRestore } from './restore.js';

// Issue 26 hole 9. Backups are made and downloaded over HTTP by a real daemon, as an administrator would, then
// restored with the command the technician runs. A backup altered after it was made, one without a signature, and
// one whose schema is not what this program's migrations create are refused, and nothing changes. Issue 39 item 6:
// another box's backup needs that box's exported public key; one that names this box but that its keys did not sign
// is refused outright; a restore is a link of the record's chain.

const start = trackedTestServers(afterEach);
let dir: string;
let lines: string[];
const NOW = new Date('2026-03-01T12:00:00Z');
/** The restore command on the box whose short id is 0a1b2c3d (box A; box B is b0b0b0b0). */
const io = (dataDir: string) => ({ env: { RELOJ_DATA_DIR: dataDir }, out: (l: string) => void lines.push(l), now: () => NOW, machineId: '0a1b2c3d' });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'reloj-restore-'));
  lines = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Box = { server: TestServer; /** The box's data folder as the stopped daemon leaves it. */ stopped: () => string };

/** A box with a gerente account, an employee and two punches; box A's short id unless told. */
async function box(label: string, prepare?: (server: TestServer) => void, machineId?: string): Promise<Box> {
  const server = await start({ machineId });
  const company = await setUpCompany(server);
  const ana = await hire(server, company, { nombre: 'Ana López' });
  await punch(server, ana, '2026-02-23T09:00', '2026-02-23T18:00');
  const gerente = await server.request('POST', '/api/usuarios', {
    usuario: 'gerente1',
    password: 'contraseña-del-gerente',
    rol: 'gerente',
    sucursalIds: [company.sucursalId],
  });
  expect(gerente.status, gerente.text).toBe(201);
  prepare?.(server);
  return {
    server,
    stopped: () => {
      server.db.pragma('wal_checkpoint(TRUNCATE)');
      const copy = join(dir, label);
      cpSync(server.dataDir, copy, { recursive: true });
      return copy;
    },
  };
}

/** 'Crear respaldo ahora' and 'Descargar', to a USB stick. */
async function downloadBackup(server: TestServer): Promise<string> {
  const created = await server.request('POST', '/api/respaldos');
  expect(created.status).toBe(201);
  const res = await fetch(`${server.url}/api/respaldos/${created.body.nombre}/descarga`, { headers: { cookie: server.cookie } });
  expect(res.status).toBe(200);
  const file = join(dir, `usb-${created.body.nombre}`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return file;
}

/** 'Respaldos' → 'Descargar clave pública de este equipo', saved to the technician's USB stick. */
async function downloadPublicKey(server: TestServer): Promise<string> {
  const res = await fetch(`${server.url}/api/respaldos/clave-publica`, { headers: { cookie: server.cookie } });
  expect(res.status).toBe(200);
  const file = join(dir, `clave-${readdirSync(dir).length}.pem`);
  writeFileSync(file, await res.text());
  return file;
}

/** A copy of the file changed with SQL, as someone with sqlite3 on a laptop would. */
function tampered(file: string, change: (db: Database.Database) => void): string {
  const copy = join(dir, `alterado-${readdirSync(dir).length}.sqlite`);
  copyFileSync(file, copy);
  const db = new Database(copy);
  change(db);
  db.close();
  return copy;
}

/** Runs `change` with the named triggers out of the way, then puts them back with exactly the same SQL. */
function behindTriggers(db: Database.Database, names: string[] | 'checadas', change: () => void) {
  const rows = db
    .prepare(
      `SELECT name, sql FROM sqlite_schema WHERE type = 'trigger' AND ${names === 'checadas' ? "tbl_name = 'checadas'" : `name IN (${names.map(() => '?').join(', ')})`}`,
    )
    .all(...(names === 'checadas' ? [] : names)) as { name: string; sql: string }[];
  for (const r of rows) db.exec(`DROP TRIGGER ${r.name}`);
  change();
  for (const r of rows) db.exec(r.sql);
}

function copiedWithoutSignature(file: string): string {
  const out = join(dir, `sin-firma-${readdirSync(dir).length}.sqlite`);
  const db = new Database(file, { readonly: true });
  db.prepare('VACUUM INTO ?').run(out);
  db.close();
  return out;
}

const BACKDOOR = `CREATE TRIGGER puerta_trasera AFTER INSERT ON intentos_fallidos BEGIN UPDATE usuarios SET rol = 'administrador'; END`;

/** The box's database, and that nothing was moved aside. */
function expectUnchanged(boxDir: string, before: string) {
  expect(dumpDatabase(join(boxDir, 'reloj.sqlite'))).toBe(before);
  expect(readdirSync(boxDir).filter((f) => f.startsWith('anterior-'))).toEqual([]);
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const restoreAudit = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare("SELECT usuario, accion, despues, created_at FROM auditoria WHERE accion LIKE 'respaldos.restaurar%' ORDER BY id").all() as {
      usuario: string;
      accion: string;
      despues: string;
      created_at: string;
    }[];
  } finally {
    db.close();
  }
};

describe('restoring a backup of this box', () => {
  it('restores the downloaded file, keeps the replaced database aside, records who did it with its SHA-256, and the daemon starts on it', async () => {
    const a = await box('caja-a');
    const file = await downloadBackup(a.server);
    await a.server.request('POST', '/api/puestos', { nombre: 'después del respaldo', salarioDiario: 1 });
    const boxDir = a.stopped();

    expect(await runRestore(['--operador', 'Juan Técnico', file], io(boxDir))).toBe(0);
    expect(lines.join('\n')).toMatch(/restaurado[\s\S]*anterior-20260301-120000/);
    const restored = join(boxDir, 'reloj.sqlite');
    expect(readdirSync(join(boxDir, 'anterior-20260301-120000'))).toContain('reloj.sqlite');
    expect(dumpDatabase(join(boxDir, 'anterior-20260301-120000', 'reloj.sqlite'))).toContain('DESPUÉS DEL RESPALDO');

    // The same database as the backup, plus one line of the audit log (who, when, which file) and the restore's link.
    const audit = restoreAudit(restored);
    expect(audit).toEqual([{ usuario: 'Juan Técnico', accion: 'respaldos.restaurar', despues: expect.any(String), created_at: NOW.toISOString() }]);
    expect(JSON.parse(audit[0]!.despues)).toMatchObject({
      sha256: sha256(file),
      otraCaja: false,
      usuarioSistema: process.env.SUDO_USER ?? userInfo().username,
    });
    const withoutAudit = JSON.parse(dumpDatabase(restored));
    withoutAudit.auditoria.pop();
    expect(withoutAudit.restauraciones).toHaveLength(1);
    for (const table of ['restauraciones', 'registro', 'eventos_salida']) withoutAudit[table].pop();
    withoutAudit.sqlite_sequence.find((r: { name: string }) => r.name === 'eventos_salida').seq -= 1;
    const backup = new Database(file, { readonly: true });
    const tables = (backup.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name);
    backup.close();
    expect(Object.keys(withoutAudit).sort()).toEqual(expect.arrayContaining(tables.filter((t) => t !== 'sqlite_sequence').sort()));
    const original = JSON.parse(dumpDatabase(file));
    expect(withoutAudit).toEqual(original);

    const daemon = await startTestServer({ dataDir: boxDir, withoutAdmin: true });
    try {
      const login = await daemon.anonymous('POST', '/api/auth/login', TEST_ADMIN);
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const employees = await daemon.anonymous('GET', '/api/employees', undefined, { cookie });
      expect(employees.body.map((e: { nombre: string }) => e.nombre)).toEqual(['ANA LÓPEZ']);
    } finally {
      await daemon.close();
    }
  });

  it('is also `npm run admin -- restore-backup`, the operator being the system user when no name is given', async () => {
    const a = await box('caja-a');
    const file = await downloadBackup(a.server);
    const boxDir = a.stopped();
    expect(await runAdminCommand(['restore-backup', file], { ...io(boxDir), ask: async () => '' })).toBe(0);
    const [audit] = restoreAudit(join(boxDir, 'reloj.sqlite'));
    expect(audit?.usuario).toBe(process.env.SUDO_USER ?? userInfo().username);
  });

  it('restores a backup made by an older version of the program, its schema compared with that version', async () => {
    const a = await box('caja-a');
    await downloadBackup(a.server); // the box has made backups, so it has its key
    const boxDir = a.stopped();
    // An old database on this box (version 5, before the replace guards), backed up by this box.
    const oldDir = join(dir, 'antigua');
    cpSync(join(boxDir, 'claves'), join(oldDir, 'claves'), { recursive: true });
    const old = openDatabase(join(oldDir, 'reloj.sqlite'));
    migrate(old, migrations.slice(0, 5));
    old.prepare("INSERT INTO puestos (nombre, salario_diario_centavos, created_at, updated_at) VALUES ('ANTIGUO', 100, '', '')").run();
    const made = await createRespaldosService({
      respaldosPorDepurar: respaldosPorDepurarRepository(old),
      auditoria: auditoriaRepository(old),
      database: liveDatabase(old),
      dataDir: oldDir,
      clock: systemClock,
      timeZone: 'America/Mexico_City',
      machineId: '0a1b2c3d',
      logger: createLogger('silent'),
    }).create('manual');
    closeDatabase(old);
    expect(await runRestore([join(oldDir, 'respaldos', made.nombre)], io(boxDir))).toBe(0);
    expect(dumpDatabase(join(boxDir, 'reloj.sqlite'))).toContain('ANTIGUO');
  });
});

describe('refusing a backup altered after it was made (the signature)', () => {
  const cases: [string, (db: Database.Database) => void][] = [
    ['an edited punch', (db) => behindTriggers(db, ['checadas_sin_cambios'], () => db.exec("UPDATE checadas SET hora = replace(hora, 'T15:', 'T14:')"))],
    ['a deleted punch', (db) => behindTriggers(db, ['checadas_sin_borrado'], () => db.exec('DELETE FROM checadas WHERE id = (SELECT max(id) FROM checadas)'))],
    ['an account raised to administrador', (db) => db.exec("UPDATE usuarios SET rol = 'administrador' WHERE usuario = 'gerente1'")],
    ['the punch triggers re-created with the same SQL', (db) => behindTriggers(db, 'checadas', () => undefined)],
    ['a backdoor trigger', (db) => db.exec(BACKDOOR)],
  ];
  it.each(cases)('refuses %s, changing nothing', async (_label, change) => {
    const a = await box('caja-a');
    const file = tampered(await downloadBackup(a.server), change);
    const boxDir = a.stopped();
    const before = dumpDatabase(join(boxDir, 'reloj.sqlite'));
    expect(await runRestore([file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(/^El respaldo fue alterado después de hacerse: su contenido no corresponde a su firma\. .*No se cambió nada\.$/);
    expectUnchanged(boxDir, before);
  });

  it('refuses a backup whose signature was cut off (the same data, copied with VACUUM INTO), changing nothing', async () => {
    const a = await box('caja-a');
    const file = copiedWithoutSignature(await downloadBackup(a.server));
    const boxDir = a.stopped();
    const before = dumpDatabase(join(boxDir, 'reloj.sqlite'));
    expect(await runRestore([file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(/^El respaldo fue alterado después de hacerse/);
    expectUnchanged(boxDir, before);
  });

  it.each([
    [
      'an unsigned copy of the data (as a backup made before backups were signed)',
      (file: string) => {
        const out = copiedWithoutSignature(file);
        const db = new Database(out);
        db.pragma('application_id = 0');
        db.close();
        return out;
      },
    ],
    [
      'a dummy database with the tables of a Reloj Checador',
      () => {
        const out = join(dir, 'falsa.sqlite');
        const db = new Database(out);
        db.exec('CREATE TABLE puestos (id); CREATE TABLE sucursales (id); CREATE TABLE bonos (id); CREATE TABLE empleados (id); CREATE TABLE usuarios (id);');
        db.pragma(`user_version = ${migrations.length}`);
        db.close();
        return out;
      },
    ],
    ['a file that is not a database', () => (writeFileSync(join(dir, 'basura.sqlite'), 'esto no es sqlite'.repeat(100)), join(dir, 'basura.sqlite'))],
  ])('refuses %s, changing nothing', async (_label, make) => {
    const a = await box('caja-a');
    const file = make(await downloadBackup(a.server));
    const boxDir = a.stopped();
    const before = dumpDatabase(join(boxDir, 'reloj.sqlite'));
    expect(await runRestore([file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(/^El archivo no tiene la firma de un respaldo del Reloj Checador: no se puede saber si fue alterado\. .*No se cambió nada\.$/);
    expectUnchanged(boxDir, before);
  });

  it('refuses a missing file', async () => {
    expect(await runRestore([join(dir, 'no-existe.sqlite')], io(join(dir, 'datos')))).toBe(1);
    expect(lines.at(-1)).toMatch(/^No existe el archivo .*no-existe\.sqlite\. No se cambió nada\.$/);
  });

  it('prints its usage without a file', async () => {
    expect(await runRestore([], io(dir))).toBe(2);
    expect(lines[0]).toMatch(/^Uso:.*--aceptar-otra-caja/);
  });
});

/**
 * A backup of this box changed on a laptop (a punch moved an hour, the chain's links recomputed from there so that it
 * holds together again) and signed again with keys made up for it, its trailer still naming `caja`.
 */
async function forged(file: string, caja: string): Promise<{ file: string; publicKey: string }> {
  const read = readSignature(file);
  if (read.kind !== 'firmado') throw new Error('not a signed backup');
  const out = join(dir, `falsificado-${readdirSync(dir).length}.sqlite`);
  copyFileSync(file, out);
  truncateSync(out, read.databaseBytes);
  const db = new Database(out);
  behindTriggers(db, ['checadas_sin_cambios', 'registro_sin_cambios'], () => {
    db.exec("UPDATE checadas SET hora = replace(hora, 'T15:', 'T14:')");
    db.exec(`UPDATE registro SET contenido = (SELECT ${CONTENIDO.checada('t')} FROM checadas t WHERE t.id = registro.fila_id) WHERE tipo = 'checada'`);
    let anterior = (db.prepare('SELECT caja FROM registro_origen').get() as { caja: string }).caja;
    for (const link of db.prepare('SELECT secuencia, contenido FROM registro ORDER BY secuencia').all() as { secuencia: number; contenido: string }[]) {
      const hash = linkHash(anterior, link.contenido);
      db.prepare('UPDATE registro SET anterior = ?, hash = ? WHERE secuencia = ?').run(anterior, hash, link.secuencia);
      anterior = hash;
    }
  });
  db.pragma('journal_mode = DELETE');
  db.close();
  const madeUp = mkdtempSync(join(dir, 'claves-inventadas-'));
  const pair = ensureSigningKeyPair(madeUp);
  const bytes = readFileSync(out);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await appendSignature(out, signatureFor(ensureBackupKey(madeUp).key, { caja, fecha: NOW.toISOString(), bytes: bytes.length, sha256 }, pair));
  const publicKey = join(dir, `clave-inventada-${readdirSync(dir).length}.pem`);
  writeFileSync(publicKey, publicKeyPem(pair));
  return { file: out, publicKey };
}

describe('a backup from another box', () => {
  it("needs that box's exported public key and --aceptar-otra-caja, and says so in the audit log", async () => {
    const b = await box('caja-b', undefined, 'b0b0b0b0');
    const file = await downloadBackup(b.server);
    const bKey = await downloadPublicKey(b.server);
    const a = await box('caja-a');
    const aKey = await downloadPublicKey(a.server);
    const boxDir = a.stopped();
    const before = dumpDatabase(join(boxDir, 'reloj.sqlite'));

    expect(await runRestore([file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(
      /^El respaldo lo firmó otro equipo \(reloj b0b0b0b0, clave pública [0-9a-f]{8} [0-9a-f]{8}\), no este\. Si de verdad quieres usarlo aquí, descarga la clave pública de ese equipo \(allá, en 'Respaldos' → 'Descargar clave pública de este equipo'\) y repite el comando con --aceptar-otra-caja --clave-publica <archivo>\. No se cambió nada\.$/,
    );
    // The flag alone was enough before issue 39; the key alone is not either.
    expect(await runRestore(['--aceptar-otra-caja', file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(/^El respaldo lo firmó otro equipo \(reloj b0b0b0b0,.*No se cambió nada\.$/);
    expect(await runRestore(['--clave-publica', bKey, file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(/^El respaldo lo firmó otro equipo \(reloj b0b0b0b0,/);
    // Another box's key (this one's) does not check it; nor does a file that is no key.
    expect(await runRestore(['--aceptar-otra-caja', '--clave-publica', aKey, file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(
      /^La clave pública es de otro equipo \(clave [0-9a-f]{8} [0-9a-f]{8}\), no del que firmó el respaldo \(reloj b0b0b0b0, clave pública [0-9a-f]{8} [0-9a-f]{8}\)\. No se cambió nada\.$/,
    );
    expect(await runRestore(['--aceptar-otra-caja', '--clave-publica', file, file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(/^.* no es la clave pública de un equipo \(es demasiado grande\)\. No se cambió nada\.$/);
    expectUnchanged(boxDir, before);

    expect(await runRestore(['--aceptar-otra-caja', '--clave-publica', bKey, file], io(boxDir))).toBe(0);
    expect(lines.at(-2)).toMatch(/restaurado .* \(de otro equipo, reloj b0b0b0b0, firma comprobada con su clave pública\)\.$/);
    const [audit] = restoreAudit(join(boxDir, 'reloj.sqlite'));
    expect(audit?.accion).toBe('respaldos.restaurar');
    expect(JSON.parse(audit!.despues)).toMatchObject({
      otraCaja: true,
      caja: 'b0b0b0b0',
      clave: expect.stringMatching(/^[0-9a-f]{64}$/),
      sha256: sha256(file),
    });
  });

  it('works on an empty data folder too (a new box has no keys yet: every backup is from another box)', async () => {
    const b = await box('caja-b', undefined, 'b0b0b0b0');
    const file = await downloadBackup(b.server);
    const key = await downloadPublicKey(b.server);
    const fresh = join(dir, 'nueva');
    expect(await runRestore(['--aceptar-otra-caja', file], io(fresh))).toBe(1);
    expect(await runRestore(['--aceptar-otra-caja', '--clave-publica', key, file], io(fresh))).toBe(0);
    expect(readdirSync(fresh)).toEqual(['reloj.sqlite']);
  });

  it.each([
    ['with a backdoor trigger', (s: TestServer) => s.db.exec(BACKDOOR), /sobra el disparador puerta_trasera/],
    [
      'of a database that claims version 0 (the daemon would re-run every migration and crash at each start)',
      (s: TestServer) => s.db.pragma('user_version = 0'),
      /sobra la tabla puestos/,
    ],
    ['of a newer version of the program', (s: TestServer) => s.db.pragma('user_version = 999'), /versión más nueva del programa/],
  ])('is refused even with its public key when signed %s', async (_label, prepare, message) => {
    const b = await box('caja-b', prepare, 'b0b0b0b0');
    const file = await downloadBackup(b.server);
    const key = await downloadPublicKey(b.server);
    const a = await box('caja-a');
    const boxDir = a.stopped();
    const before = dumpDatabase(join(boxDir, 'reloj.sqlite'));
    expect(await runRestore(['--aceptar-otra-caja', '--clave-publica', key, file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(message);
    expect(lines.at(-1)).toMatch(/No se cambió nada\.$/);
    expectUnchanged(boxDir, before);
  });

  it('is refused even with its public key when altered after it was made', async () => {
    const b = await box('caja-b', undefined, 'b0b0b0b0');
    const file = tampered(await downloadBackup(b.server), (db) => db.exec("UPDATE usuarios SET rol = 'administrador'"));
    const key = await downloadPublicKey(b.server);
    const a = await box('caja-a');
    const boxDir = a.stopped();
    expect(await runRestore(['--aceptar-otra-caja', '--clave-publica', key, file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(/^El respaldo fue alterado después de hacerse/);
    expect(existsSync(join(boxDir, 'anterior-20260301-120000'))).toBe(false);
  });

  it('is refused when made before backups carried a public key signature (only its own box can check it)', async () => {
    const b = await box('caja-b', undefined, 'b0b0b0b0');
    const original = await downloadBackup(b.server);
    const read = readSignature(original);
    const file = join(dir, 'formato-1.sqlite');
    copyFileSync(original, file);
    if (read.kind !== 'firmado') throw new Error('not signed');
    truncateSync(file, read.databaseBytes);
    await appendSignature(file, signatureFor(ensureBackupKey(b.server.dataDir).key, { ...read.signature }));
    const boxDir = (await box('caja-a')).stopped();
    expect(await runRestore(['--aceptar-otra-caja', '--clave-publica', await downloadPublicKey(b.server), file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toBe(
      'El respaldo lo firmó otro equipo (reloj b0b0b0b0) con un formato anterior que solo ese equipo puede comprobar. Haz un respaldo nuevo en ese equipo y usa ese, con su clave pública. No se cambió nada.',
    );
  });
});

describe('a forged backup that names this box (issue 39 item 6)', () => {
  it('is refused outright, with or without a public key and --aceptar-otra-caja, changing nothing', async () => {
    const a = await box('caja-a');
    const { file, publicKey } = await forged(await downloadBackup(a.server), '0a1b2c3d');
    const boxDir = a.stopped();
    const before = dumpDatabase(join(boxDir, 'reloj.sqlite'));
    for (const args of [[file], ['--aceptar-otra-caja', file], ['--aceptar-otra-caja', '--clave-publica', publicKey, file]]) {
      expect(await runRestore(args, io(boxDir))).toBe(1);
      expect(lines.at(-1)).toBe(
        'El respaldo dice ser de este equipo pero su firma no corresponde a sus claves: no lo hizo este equipo o se alteró. No se puede restaurar. No se cambió nada.',
      );
    }
    expectUnchanged(boxDir, before);
  });

  it('is refused on a box that lost its keys too (a data folder started again): nothing can tell it from the real one', async () => {
    const a = await box('caja-a');
    const { file, publicKey } = await forged(await downloadBackup(a.server), '0a1b2c3d');
    const boxDir = a.stopped();
    rmSync(join(boxDir, 'claves'), { recursive: true });
    expect(await runRestore(['--aceptar-otra-caja', '--clave-publica', publicKey, file], io(boxDir))).toBe(1);
    expect(lines.at(-1)).toMatch(/^El respaldo dice ser de este equipo pero su firma no corresponde a sus claves/);
  });
});

describe('the record of a restore (issue 39 item 6)', () => {
  it("adds a 'restauracion' link to the restored chain saying which file, from which box, its SHA-256 and who; the chain verifies", async () => {
    const b = await box('caja-b', undefined, 'b0b0b0b0');
    const file = await downloadBackup(b.server);
    const key = await downloadPublicKey(b.server);
    const boxDir = (await box('caja-a')).stopped();
    expect(await runRestore(['--operador', 'Juan Técnico', '--aceptar-otra-caja', '--clave-publica', key, file], io(boxDir))).toBe(0);

    const db = openDatabase(join(boxDir, 'reloj.sqlite'));
    try {
      const link = db.prepare('SELECT tipo, fila_id AS filaId, contenido FROM registro ORDER BY secuencia DESC LIMIT 1').get() as {
        tipo: string;
        filaId: number;
        contenido: string;
      };
      expect(link.tipo).toBe('restauracion');
      expect(JSON.parse(link.contenido)).toEqual({
        id: link.filaId,
        nombre: file.split('/').pop(),
        sha256: sha256(file),
        caja: 'b0b0b0b0',
        otraCaja: 1,
        clave: expect.stringMatching(/^[0-9a-f]{64}$/),
        hechoEl: expect.any(String),
        restauradoPor: 'Juan Técnico',
        origen: 'consola',
        restauradoEn: NOW.toISOString(),
      });
      const event = db.prepare("SELECT datos FROM eventos_salida WHERE tipo = 'registro.eslabon' ORDER BY secuencia DESC LIMIT 1").get() as { datos: string };
      expect(JSON.parse(event.datos)).toMatchObject({ tipo: 'restauracion', contenido: link.contenido });
      const verified = await createRegistroService({ registro: registroRepository(db), clock: systemClock }).verificar('consola');
      expect(verified).toMatchObject({ ok: true });

      // Who restored it is part of the record: changed in the file afterwards, the chain says so.
      db.exec('DROP TRIGGER restauraciones_sin_cambios');
      db.prepare("UPDATE restauraciones SET restaurado_por = 'Otra persona' WHERE id = ?").run(link.filaId);
      const edited = await createRegistroService({ registro: registroRepository(db), clock: systemClock }).verificar('consola');
      expect(edited).toMatchObject({ ok: false, primeraRotura: { tipo: 'restauracion', filaId: link.filaId } });
      expect(edited.primeraRotura?.motivo).toMatch(/^La restauración de respaldo n\.º \d+/);
    } finally {
      closeDatabase(db);
    }
  });
});
