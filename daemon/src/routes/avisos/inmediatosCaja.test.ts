/**
 * Issue 44, the immediate alerts about the box, each caused the way it happens on a box and read back from a real SMTP
 * server on loopback: the record chain found altered, the data disk crossing its lines, an update rolled back, and a
 * damaged database found at start (raised once the database is usable again). A second occurrence of the same cause
 * sends nothing more.
 */
import { copyFileSync, cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAvisosSender } from '../../jobs/avisos.js';
import { checkDatabaseAtStart, markDatabaseCreated } from '../../jobs/databaseCheck.js';
import { DAMAGE_NOTE_FILE, noteDamageFound } from '../../jobs/databaseDamage.js';
import { createLogger } from '../../logger.js';
import { writeUpdateStatus } from '../../release/updateStatus.js';
import type { DiskReading } from '../../system/diskSpace.js';
import { adminId, mailing, outbox, readBack, subscribe, type Mailing } from '../../test-support/avisosMailing.js';
import { insertKioskPunch } from '../../test-support/kioskPunch.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';
import { startTestServer, type TestServer } from '../../test-support/testServer.js';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const clock = movableClock('2026-04-06T15:00:00.000Z'); // Monday 6 April 2026, 09:00 in Mexico City
const disk: { reading: DiskReading } = { reading: { totalBytes: 16 * GB, freeBytes: 8 * GB } };
let server: TestServer;
let mail: Mailing;
let centro: number;
let gerente: number;

/** The messages received since `from`, as a reader sees them. */
async function since(from: number) {
  return (await mail.delivered()).slice(from).map(readBack);
}

beforeAll(async () => {
  server = await startTestServer({ clock, env: { TZ: 'America/Mexico_City' }, readDiskSpace: () => disk.reading });
  const company = await setUpCompany(server);
  centro = company.sucursalId;
  await subscribe(server, await adminId(server), 'administrador', {
    email: 'dueno@empresa.mx',
    avisos: ['registro_alterado', 'disco', 'actualizacion_revertida', 'base_danada'],
  });
  gerente = (await server.request('POST', '/api/usuarios', { usuario: 'gerente1', password: 'una-contraseña-larga', rol: 'gerente', sucursalIds: [centro] }))
    .body.id;
  await subscribe(server, gerente, 'gerente', { email: 'gerente@empresa.mx', avisos: ['registro_alterado'] });
  mail = await mailing(server);
});

afterAll(async () => {
  await mail.stop();
  await server.close();
});

/** Runs SQL with one guard trigger dropped, then puts it back exactly as it was: what someone holding the SD card can do. */
function aroundTrigger(trigger: string, sql: string, ...params: unknown[]) {
  const { sql: definition } = server.db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = ?").get(trigger) as { sql: string };
  server.db.exec(`DROP TRIGGER ${trigger}`);
  server.db.prepare(sql).run(...params);
  server.db.exec(definition);
}

describe("'disco'", () => {
  it('below the warning line, then full: one alert for each level crossed in the day, not one for every check', async () => {
    const before = (await mail.delivered()).length;
    // The disk's first reading since the start (this test runs first: a reading is kept 10 s).
    disk.reading = { totalBytes: 16 * GB, freeBytes: 700 * MB }; // 4.3 % free
    for (let i = 0; i < 5; i += 1) expect((await server.anonymous('GET', '/api/health')).status).toBeLessThan(600);
    let sent = await since(before);
    expect(sent.map((m) => m.subject)).toEqual(['Aviso del reloj checador: Disco casi lleno (Equipo «CENTRO»)']);
    expect(sent[0]!.to).toEqual(['dueno@empresa.mx']); // the box's alert: not the gerente
    expect(sent[0]!.text).toContain('El disco de datos tiene poco espacio desde el 06/04/2026 a las 09:00: quedan 700 MB libres de 16.0 GB (4.3 %).');

    // A write fails for lack of space: full.
    clock.set('2026-04-06T16:30:00.000Z');
    disk.reading = { totalBytes: 16 * GB, freeBytes: 0.5 * MB };
    server.services.disk.noteFull();
    // Room made, then full again the same day: nothing more.
    disk.reading = { totalBytes: 16 * GB, freeBytes: 4 * GB };
    expect(server.services.disk.status()?.estado).toBe('ok');
    disk.reading = { totalBytes: 16 * GB, freeBytes: 0.2 * MB };
    server.services.disk.noteFull();
    server.services.disk.status();
    sent = await since(before);
    expect(sent.map((m) => m.subject)).toEqual([
      'Aviso del reloj checador: Disco casi lleno (Equipo «CENTRO»)',
      'Aviso del reloj checador: Disco lleno: no se guardan checadas (Equipo «CENTRO»)',
    ]);
    expect(sent[1]!.text).toContain(
      'El disco de datos se llenó el 06/04/2026 a las 10:30 (quedan menos de 1 MB libres de 16.0 GB (0.0 %)): el reloj no puede guardar checadas',
    );
    disk.reading = { totalBytes: 16 * GB, freeBytes: 8 * GB };
    server.services.disk.status();
    clock.set('2026-04-06T15:00:00.000Z');
  });
});

describe("'registro_alterado'", () => {
  it("a punch changed in the file: the verification's break is e-mailed to the administrador and the branch's gerente, once", async () => {
    const company = { sucursalId: centro, puestoId: 0, bonos: {} };
    const puesto = (await server.request('GET', '/api/puestos')).body[0].id as number;
    const ana = await hire(server, { ...company, puestoId: puesto }, { numeroEmpleado: '0007' });
    insertKioskPunch(server.db, ana, '2026-03-30T14:58:00.000Z', '2026-03-30', 'entrada');
    const salida = insertKioskPunch(server.db, ana, '2026-03-31T00:05:00.000Z', '2026-03-30', 'salida');
    const before = (await mail.delivered()).length;
    expect((await server.request('GET', '/api/registro/verificacion')).body.ok).toBe(true);
    expect(await since(before)).toEqual([]);

    // Someone with the SD card makes the salida two hours later.
    aroundTrigger('checadas_sin_cambios', "UPDATE checadas SET hora = '2026-03-31T02:05:00.000Z' WHERE id = ?", salida);
    const verificacion = await server.request('GET', '/api/registro/verificacion');
    expect(verificacion.body).toMatchObject({ ok: false, primeraRotura: { tipo: 'checada', filaId: salida } });
    const sent = await since(before);
    expect(sent.map((m) => m.to)).toEqual([['dueno@empresa.mx'], ['gerente@empresa.mx']]);
    const [m] = sent;
    expect(m!.subject).toBe('Aviso del reloj checador: Registro alterado (Sucursal CENTRO)');
    expect(m!.text).toContain('La verificación pedida en el panel del registro de asistencia del 06/04/2026 a las 09:00 encontró la cadena rota: ');
    expect(m!.text).toContain(verificacion.body.primeraRotura.motivo);
    expect(m!.text).toContain(`Es la checada n.º ${salida} de ANA LÓPEZ (n.º 0007), que ahora dice 30/03/2026 a las 20:05.`);
    expect(m!.all).not.toMatch(/315|salario/i);
    expect(m!.attachments).toBe(0);

    // The same break found again (the next day's verification): nothing more.
    clock.set('2026-04-07T15:00:00.000Z');
    await server.services.registro.verificar('diaria');
    expect(await since(before)).toHaveLength(2);
    clock.set('2026-04-06T15:00:00.000Z');
  });
});

describe("'actualizacion_revertida'", () => {
  it('the root updater rolls an update back: one alert with the versions, the times and its reason', async () => {
    const before = (await mail.delivered()).length;
    // What the root updater leaves once it rolled back (release/updater.ts).
    writeUpdateStatus(server.dataDir, {
      estado: 'revertida',
      version: '0.2.0',
      anterior: '0.1.0',
      paso: 'Se volvió a la versión 0.1.0.',
      motivo: 'la versión 0.2.0 no respondió sana (base de datos y reconocimiento facial) en 120 s.',
      inicio: '2026-04-06T14:00:00.000Z',
      fecha: '2026-04-06T14:03:00.000Z',
    });
    expect((await server.request('GET', '/api/actualizaciones')).body.estado).toMatchObject({ estado: 'revertida', registrada: true });
    await server.request('GET', '/api/actualizaciones');
    server.services.actualizacionRegistro.record();
    const sent = await since(before);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [['dueno@empresa.mx'], 'Aviso del reloj checador: Actualización a la versión 0.2.0 revertida (Equipo «CENTRO»)'],
    ]);
    expect(sent[0]!.text).toContain(
      'La actualización a la versión 0.2.0 empezó el 06/04/2026 a las 08:00 y se revirtió el 06/04/2026 a las 08:03: el reloj sigue con la versión 0.1.0. ' +
        'Motivo: la versión 0.2.0 no respondió sana (base de datos y reconocimiento facial) en 120 s.',
    );
  });
});

describe("'base_danada'", () => {
  it('found at start, raised at the first start with a usable database (a backup restored), once', async () => {
    // The good database of this box, as its last backup holds it (the administrador's subscription included).
    const saved = join(mkdtempSync(join(tmpdir(), 'reloj-respaldo-')), 'respaldo.sqlite');
    await server.db.backup(saved);
    const dataDir = mkdtempSync(join(tmpdir(), 'reloj-danada-'));
    try {
      markDatabaseCreated(dataDir, new Date('2026-01-05T15:00:00.000Z'));
      writeFileSync(join(dataDir, 'reloj.sqlite'), Buffer.alloc(8192, 0x5a)); // the card's sectors read back as junk
      // What main.ts does at each start while the file is damaged: check, leave the note (the first finding is kept).
      for (const at of ['2026-04-06T13:10:00.000Z', '2026-04-06T13:11:00.000Z']) {
        const check = checkDatabaseAtStart(dataDir);
        expect(check).toMatchObject({ ok: false, problem: { motivo: 'danada' } });
        if (!check.ok) noteDamageFound(dataDir, check.problem, new Date(at));
      }
      // The technician restores the backup (deploy/restore-backup.sh puts it in place); the daemon starts again.
      copyFileSync(saved, join(dataDir, 'reloj.sqlite'));
      expect(checkDatabaseAtStart(dataDir).ok).toBe(true);
      // The rest of the data folder stays as it was: the avisos' key under claves/ reads the stored SMTP password.
      cpSync(join(server.dataDir, 'claves'), join(dataDir, 'claves'), { recursive: true });
      const before = (await mail.delivered()).length;
      const restored = await startTestServer({
        dataDir,
        withoutAdmin: true,
        clock: movableClock('2026-04-06T15:40:00.000Z'),
        env: { TZ: 'America/Mexico_City' },
      });
      const sender = startAvisosSender(restored.services.avisos, { logger: createLogger('silent'), intervalMs: 3_600_000 });
      try {
        expect(restored.services.avisosInmediatos.baseRestaurada()).toBe(1);
        expect(existsSync(join(dataDir, DAMAGE_NOTE_FILE))).toBe(false);
        expect(restored.services.avisosInmediatos.baseRestaurada()).toBe(0); // the next start: nothing
        await sender.tick();
        const sent = mail.smtp.received.slice(before).map(readBack);
        expect(sent.map((m) => [m.to, m.subject])).toEqual([
          [['dueno@empresa.mx'], 'Aviso del reloj checador: La base de datos estaba dañada (Equipo «CENTRO»)'],
        ]);
        expect(sent[0]!.text).toContain(
          'Al arrancar el 06/04/2026 a las 07:10 el reloj encontró dañada su base de datos (el archivo no pasó la revisión de SQLite) y dejó de tomar checadas. ' +
            'Volvió a funcionar el 06/04/2026 a las 09:40 con la base de datos restaurada.',
        );
        expect(outbox(restored).filter((r) => r.tipo === 'base_danada')).toHaveLength(1);
      } finally {
        sender.stop();
        await restored.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(join(saved, '..'), { recursive: true, force: true });
    }
  });
});
