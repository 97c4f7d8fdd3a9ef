import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENIDO } from '../db/migrations/028-registro.js';
import { reconocimientoRepository } from '../db/repositories/reconocimiento.js';
import { insertKioskPunch } from '../test-support/kioskPunch.js';
import { movableClock } from '../test-support/movableClock.js';
import { hire, setUpCompany } from '../test-support/prenominaApi.js';
import { startTestServer, type TestServer } from '../test-support/testServer.js';
import { runAdminCommand } from './admin.js';

// Issue 39 item 2: edits made on the SD card, with the daemon stopped, by someone who knows the code: triggers dropped
// and put back, links recomputed with their own SHA-256. `npm run admin -- verificar` must name each one in Spanish.
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

let server: TestServer;
let stoppedBox: string;
let ana: number;
/** The kiosk punches of the recorded week, by name, and the head when the box was stopped. */
const ids: Record<string, number> = {};
let head: { secuencia: number; hash: string };
const work = mkdtempSync(join(tmpdir(), 'reloj-verificar-'));

/** A face punch as the kiosk stores it, and the recognition attempt the kiosk logs with it (40 ms later). */
function kioskPunch(empleadoId: number, hora: string, tipo: string): number {
  const id = insertKioskPunch(server.db, empleadoId, hora, hora.slice(0, 10), tipo);
  const createdAt = new Date(Date.parse(hora) + 40).toISOString();
  reconocimientoRepository(server.db).insert({ dispositivoId: 1, createdAt, resultado: 'checada', empleadoId, score: 0.93, margin: 0.2, liveness: 0.99 });
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ clock: movableClock('2026-03-16T18:00:00.000Z') });
  const company = await setUpCompany(server);
  ana = await hire(server, company);
  ids.entrada = kioskPunch(ana, '2026-03-10T14:58:00.000Z', 'entrada');
  ids.accidental = kioskPunch(ana, '2026-03-10T15:02:00.000Z', 'salida');
  ids.salida = kioskPunch(ana, '2026-03-11T00:05:00.000Z', 'salida');
  const manual = await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-11T09:00', motivo: 'No funcionaba la cámara' });
  expect(manual.status).toBe(201);
  expect((await server.request('POST', `/api/attendance/${ids.accidental}/anular`, { motivo: 'Checó dos veces' })).status).toBe(201);
  ids.jueves = kioskPunch(ana, '2026-03-12T14:59:00.000Z', 'entrada');
  head = server.db.prepare('SELECT secuencia, hash FROM registro ORDER BY secuencia DESC LIMIT 1').get() as typeof head;
  expect(head.secuencia).toBe(6);
  // The daemon stopped: its folder as the SD card holds it.
  server.db.pragma('wal_checkpoint(TRUNCATE)');
  stoppedBox = join(work, 'detenida');
  cpSync(server.dataDir, stoppedBox, { recursive: true });
});

afterAll(async () => {
  await server.close();
  rmSync(work, { recursive: true, force: true });
});

let copies = 0;
/** A copy of the stopped box's folder, opened with better-sqlite3 as the attacker does, with SHA-256 of their own. */
function onTheCard(edit: (db: Database.Database) => void): string {
  const dir = join(work, `copia-${++copies}`);
  cpSync(stoppedBox, dir, { recursive: true });
  const db = new Database(join(dir, 'reloj.sqlite'));
  const { caja } = db.prepare('SELECT caja FROM registro_origen').get() as { caja: string };
  db.function('registro_hash', (anterior: unknown, contenido: unknown) => sha256(String(anterior) + String(contenido)));
  db.function('registro_caja', () => caja);
  edit(db);
  db.close();
  return dir;
}

/** Runs `edit` with these triggers dropped (those that exist), then puts them back exactly as they were. */
function withoutTriggers(db: Database.Database, names: string[], edit: () => void): void {
  const saved = names
    .map((name) => db.prepare<[string], { sql: string }>("SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = ?").get(name)?.sql)
    .filter((sql): sql is string => sql !== undefined);
  for (const name of names) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
  edit();
  for (const sql of saved) db.exec(sql);
}

/** The chain recomputed from link `desde` on, over each link's content as it is now: what a careful attacker leaves. */
function relink(db: Database.Database, desde: number): void {
  const links = db.prepare('SELECT secuencia, contenido FROM registro WHERE secuencia >= ? ORDER BY secuencia').all(desde) as {
    secuencia: number;
    contenido: string;
  }[];
  let anterior = (db.prepare('SELECT hash FROM registro WHERE secuencia = ?').get(desde - 1) as { hash: string }).hash;
  const update = db.prepare('UPDATE registro SET anterior = ?, hash = ? WHERE secuencia = ?');
  for (const link of links) {
    const hash = sha256(anterior + link.contenido);
    update.run(anterior, hash, link.secuencia);
    anterior = hash;
  }
}

/** The id guards of migration 031, dropped along with the others by an attacker who read the code. */
const ID_GUARDS = ['checadas_id_positivo', 'anulaciones_id_positivo'];

async function verificar(dataDir: string, ...args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runAdminCommand(['verificar', ...args], { env: { RELOJ_DATA_DIR: dataDir }, ask: async () => '', out: (l) => lines.push(l) });
  return { code, lines };
}

describe('npm run admin -- verificar against edits made on the SD card', () => {
  it('says the untouched box is intact', async () => {
    const { code, lines } = await verificar(onTheCard(() => {}));
    expect(lines[0]).toBe(`Registro íntegro: 6 eslabones verificados (último eslabón n.º 6, ${head.hash}).`);
    expect(code).toBe(0);
  });

  it("(a) a punch's time moved, its attempt moved with it, and every link from it recomputed: the link differs from the one written for headquarters", async () => {
    const dir = onTheCard((db) => {
      withoutTriggers(db, ['checadas_sin_cambios', 'registro_sin_cambios'], () => {
        db.prepare("UPDATE checadas SET hora = '2026-03-11T02:05:00.000Z', created_at = '2026-03-11T02:05:00.000Z' WHERE id = ?").run(ids.salida);
        db.prepare("UPDATE intentos_reconocimiento SET created_at = '2026-03-11T02:05:00.040Z' WHERE created_at = '2026-03-11T00:05:00.040Z'").run();
        db.prepare(
          `UPDATE registro SET contenido = (SELECT ${CONTENIDO.checada('t')} FROM checadas t WHERE t.id = registro.fila_id) WHERE secuencia = 3`,
        ).run();
        relink(db, 3);
      });
    });
    const { code, lines } = await verificar(dir);
    expect(lines[0]).toBe('REGISTRO ALTERADO: El eslabón n.º 3 no es el que se anotó para enviarse al corporativo: la cadena se reescribió desde ahí.');
    expect(code).toBe(1);
  });

  it('(b) a void with id −1, chained by the triggers like any other: refused as an id the program never gives', async () => {
    const dir = onTheCard((db) => {
      withoutTriggers(db, ID_GUARDS, () => {
        db.prepare("INSERT INTO anulaciones (id, checada_id, motivo, anulada_por, anulada_en) VALUES (-1, ?, 'Checó dos veces', 'admin', ?)").run(
          ids.salida,
          '2026-03-16T18:00:00.000Z',
        );
      });
    });
    const { code, lines } = await verificar(dir);
    expect(lines[0]).toBe(
      'REGISTRO ALTERADO: La anulación n.º -1 tiene un número cero o negativo, que el programa nunca asigna: se agregó por fuera del programa.',
    );
    expect(code).toBe(1);
  });

  it('(c) a kiosk punch appended with its link, back-dated to a day the person did not come: no recognition attempt matches it', async () => {
    let forged = 0;
    const dir = onTheCard((db) => {
      forged = Number(
        db
          .prepare(
            `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at)
             VALUES (?, 1, 'entrada', '2026-03-13T15:00:00.000Z', '2026-03-13', 0.95, '2026-03-13T15:00:00.000Z')`,
          )
          .run(ana).lastInsertRowid,
      );
    });
    const { code, lines } = await verificar(dir);
    expect(lines[0]).toBe(
      `REGISTRO ALTERADO: La checada n.º ${forged} (eslabón n.º 7) dice ser de un rostro reconocido en el kiosco, pero el kiosco no anotó ningún reconocimiento de esa persona a esa hora: se agregó por fuera del programa.`,
    );
    expect(code).toBe(1);
  });

  it('(d) a punch with id −7 and no link', async () => {
    const dir = onTheCard((db) => {
      withoutTriggers(db, ['checadas_eslabon', ...ID_GUARDS], () => {
        db.prepare(
          `INSERT INTO checadas (id, empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at)
           VALUES (-7, ?, 1, 'entrada', '2026-03-13T15:00:00.000Z', '2026-03-13', 0.95, '2026-03-13T15:00:00.000Z')`,
        ).run(ana);
      });
    });
    const { code, lines } = await verificar(dir);
    expect(lines[0]).toBe(
      'REGISTRO ALTERADO: La checada n.º -7 tiene un número cero o negativo, que el programa nunca asigna: se agregó por fuera del programa.',
    );
    expect(code).toBe(1);
  });

  it('ids of zero or below are refused on any connection that keeps the triggers', () => {
    const punchWithId = (id: number) => () =>
      server.db
        .prepare(
          `INSERT INTO checadas (id, empleado_id, tipo, hora, fecha_local, manual, motivo, registrado_por, created_at)
           VALUES (?, ?, 'entrada', '2026-03-13T15:00:00.000Z', '2026-03-13', 1, 'Olvidó checar', 'admin', '2026-03-16T18:00:00.000Z')`,
        )
        .run(id, ana);
    const before = server.db.prepare('SELECT count(*) AS n FROM registro').get();
    expect(punchWithId(-7)).toThrow('checadas: ids are positive');
    expect(punchWithId(0)).toThrow('checadas: ids are positive');
    expect(() =>
      server.db
        .prepare("INSERT INTO anulaciones (id, checada_id, motivo, anulada_por, anulada_en) VALUES (-1, ?, 'x', 'admin', '2026-03-16T18:00:00.000Z')")
        .run(ids.salida),
    ).toThrow('anulaciones: ids are positive');
    expect(() =>
      server.db
        .prepare("INSERT INTO registro (secuencia, tipo, fila_id, contenido, anterior, hash, registrado_en) VALUES (-1, 'checada', 1, '{}', 'x', ?, 'x')")
        .run('0'.repeat(64)),
    ).toThrow('registro: ids are positive');
    // Nothing of them stayed: no row, no link.
    expect(server.db.prepare('SELECT count(*) AS n FROM registro').get()).toEqual(before);
    expect(server.db.prepare('SELECT count(*) AS n FROM checadas WHERE id <= 0').get()).toEqual({ n: 0 });
  });

  it("a link appended with the outbox's trigger dropped: headquarters would never hear of it", async () => {
    const dir = onTheCard((db) => {
      withoutTriggers(db, ['registro_evento'], () => {
        db.prepare(
          `INSERT INTO checadas (empleado_id, tipo, hora, fecha_local, manual, motivo, registrado_por, created_at)
           VALUES (?, 'salida', '2026-03-13T00:00:00.000Z', '2026-03-12', 1, 'Olvidó checar', 'admin', '2026-03-16T18:00:00.000Z')`,
        ).run(ana);
      });
    });
    const { code, lines } = await verificar(dir);
    expect(lines[0]).toBe(
      'REGISTRO ALTERADO: El eslabón n.º 7 no se anotó para enviarse al corporativo, como todos los demás: se agregó por fuera del programa.',
    );
    expect(code).toBe(1);
  });

  it('a link whose registration time goes back more than an hour from the one before it (less is a clock after a power cut)', async () => {
    const stepBack = (shift: string) =>
      onTheCard((db) => {
        withoutTriggers(db, ['registro_sin_cambios'], () => {
          db.prepare(`UPDATE registro SET registrado_en = strftime('%Y-%m-%dT%H:%M:%fZ', registrado_en, '${shift}') WHERE secuencia >= 5`).run();
        });
      });
    expect((await verificar(stepBack('-40 minutes'))).code).toBe(0);
    const { code, lines } = await verificar(stepBack('-2 days'));
    expect(lines[0]).toMatch(
      /^REGISTRO ALTERADO: El eslabón n\.º 5 dice haberse registrado el .+, antes que el n\.º 4 \(.+\): la cadena se alteró, o la hora de este equipo se atrasó más de una hora\.$/,
    );
    expect(code).toBe(1);
  });

  it('--cabeza: a head printed on a signed tarjeta is still in the chain, or it is not', async () => {
    const dir = onTheCard(() => {});
    const inChain = server.db.prepare('SELECT hash FROM registro WHERE secuencia = 4').get() as { hash: string };
    let result = await verificar(dir, '--cabeza', inChain.hash.toUpperCase());
    expect(result.lines).toEqual([
      `Registro íntegro: 6 eslabones verificados (último eslabón n.º 6, ${head.hash}).`,
      `La cabeza ${inChain.hash} está en la cadena: es el eslabón n.º 4.`,
    ]);
    expect(result.code).toBe(0);
    // The first 16 digits, as the tarjeta prints them beside the link's number.
    result = await verificar(dir, '--cabeza', inChain.hash.slice(0, 16));
    expect(result.lines[1]).toBe(`La cabeza ${inChain.hash.slice(0, 16)} está en la cadena: es el eslabón n.º 4.`);

    const elsewhere = sha256('una cadena reescrita');
    result = await verificar(dir, '--cabeza', elsewhere);
    expect(result.lines[1]).toBe(
      `La cabeza ${elsewhere} NO está en la cadena de este reloj: la cadena se reescribió después de imprimir esa tarjeta, o la tarjeta es de otro reloj.`,
    );
    expect(result.code).toBe(1);

    result = await verificar(dir, '--cabeza', 'xyz');
    expect(result.lines).toEqual(['La cabeza debe ser el hash impreso en la tarjeta: de 16 a 64 dígitos hexadecimales (0-9, a-f).']);
    expect(result.code).toBe(2);
  });
});
