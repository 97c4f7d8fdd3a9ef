import { createHash } from 'node:crypto';
import { verificacionRegistroSchema } from '@reloj/contract/registro';
import { resumenSchema } from '@reloj/contract/resumen';
import { afterEach, describe, expect, it } from 'vitest';
import { runVerificar } from '../../cli/verificar.js';
import { createRepositories } from '../../db/repositories/index.js';
import type { TestServer } from '../../test-support/testServer.js';
import { trackedTestServers } from '../../test-support/testServer.js';
import { insertKioskPunch } from '../../test-support/kioskPunch.js';
import { movableClock } from '../../test-support/movableClock.js';
import { hire, setUpCompany } from '../../test-support/prenominaApi.js';

// Issue 29 item 4: every punch, void, incidencia and period close is a link of a chain that shows any later edit.
const start = trackedTestServers(afterEach);
const NOW = '2026-03-16T18:00:00.000Z'; // Monday 16 March 2026, 12:00 in Mexico City

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const kioskPunch = (server: TestServer, empleadoId: number, hora: string, tipo: string) =>
  insertKioskPunch(server.db, empleadoId, hora, hora.slice(0, 10), tipo);

type Link = { secuencia: number; tipo: string; fila_id: number; contenido: string; anterior: string; hash: string };
const links = (server: TestServer) =>
  server.db.prepare('SELECT secuencia, tipo, fila_id, contenido, anterior, hash FROM registro ORDER BY secuencia').all() as Link[];

/** Runs SQL with one guard trigger dropped, then puts the trigger back exactly as it was: what someone holding the SD card can do. */
function aroundTrigger(server: TestServer, trigger: string, sql: string, ...params: unknown[]) {
  const { sql: definition } = server.db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name = ?").get(trigger) as { sql: string };
  server.db.exec(`DROP TRIGGER ${trigger}`);
  server.db.prepare(sql).run(...params);
  server.db.exec(definition);
}

/** A week with kiosk punches, a manual punch, a void, an incidencia added then removed, and the week closed. */
async function recordedWeek() {
  const server = await start({ clock: movableClock(NOW) });
  const company = await setUpCompany(server);
  const ana = await hire(server, company);
  const entrada = kioskPunch(server, ana, '2026-03-10T14:58:00.000Z', 'entrada');
  const accidental = kioskPunch(server, ana, '2026-03-10T15:02:00.000Z', 'salida');
  const salida = kioskPunch(server, ana, '2026-03-11T00:05:00.000Z', 'salida');
  const manual = await server.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-11T09:00', motivo: 'No funcionaba la cámara' });
  expect(manual.status).toBe(201);
  expect((await server.request('POST', `/api/attendance/${accidental}/anular`, { motivo: 'Checó dos veces' })).status).toBe(201);
  const added = await server.request('POST', '/api/incidencias', { empleadoId: ana, fecha: '2026-03-12', tipo: 'permiso_con_goce' });
  expect(added.status).toBe(201);
  expect((await server.request('DELETE', `/api/incidencias/${(added.body as { id: number }).id}`)).status).toBe(204);
  const periodo = await server.request('POST', '/api/periodos', { desde: '2026-03-09', hasta: '2026-03-15' });
  expect((await server.request('POST', `/api/periodos/${(periodo.body as { id: number }).id}/cerrar`, {})).status).toBe(200);
  return { server, ana, entrada, salida, manual: (manual.body as { id: number }).id, accidental, periodoId: (periodo.body as { id: number }).id };
}

describe('the chain of the record', () => {
  it('links every punch, void, incidencia and close in order, each hash the SHA-256 of the previous hash and the row, from the box id', async () => {
    const { server, entrada, accidental, salida, manual } = await recordedWeek();
    const chain = links(server);
    expect(chain.map((l) => [l.secuencia, l.tipo])).toEqual([
      [1, 'checada'],
      [2, 'checada'],
      [3, 'checada'],
      [4, 'checada'],
      [5, 'anulacion'],
      [6, 'incidencia'],
      [7, 'incidencia_eliminada'],
      [8, 'cierre'],
    ]);
    expect(chain.slice(0, 4).map((l) => l.fila_id)).toEqual([entrada, accidental, salida, manual]);
    const { caja } = server.db.prepare('SELECT caja FROM registro_origen').get() as { caja: string };
    expect(caja).toMatch(/^[0-9a-f]{8}$/);
    let anterior = caja;
    for (const link of chain) {
      expect(link.anterior).toBe(anterior);
      expect(link.hash).toBe(sha256(anterior + link.contenido));
      anterior = link.hash;
    }
    expect(JSON.parse(chain[1]!.contenido)).toMatchObject({ id: accidental, tipo: 'salida', hora: '2026-03-10T15:02:00.000Z', similitud: 0.93 });
    expect(JSON.parse(chain[4]!.contenido)).toMatchObject({ checadaId: accidental, motivo: 'Checó dos veces', anuladaPor: 'admin' });

    // Headquarters gets each link, and the void, through the outbox.
    const events = server.db
      .prepare("SELECT tipo, datos FROM eventos_salida WHERE tipo IN ('registro.eslabon', 'checada.anulada') ORDER BY secuencia")
      .all() as {
      tipo: string;
      datos: string;
    }[];
    expect(events.filter((e) => e.tipo === 'registro.eslabon').map((e) => (JSON.parse(e.datos) as { hash: string }).hash)).toEqual(chain.map((l) => l.hash));
    expect(events.filter((e) => e.tipo === 'checada.anulada').map((e) => JSON.parse(e.datos) as unknown)).toEqual([
      { id: 1, checadaId: accidental, motivo: 'Checó dos veces', anuladaPor: 'admin', anuladaEn: NOW },
    ]);

    const response = await server.request('GET', '/api/registro/verificacion');
    expect(response.status).toBe(200);
    expect(verificacionRegistroSchema.parse(response.body)).toEqual({
      ok: true,
      filas: 8,
      cabeza: { secuencia: 8, hash: chain[7]!.hash },
      verificadoEn: NOW,
    });
    // The closed week's figures carry the link of their close; figures computed live, the head now.
    expect((await server.request('GET', '/api/prenomina?desde=2026-03-09&hasta=2026-03-15')).body).toMatchObject({
      version: 1,
      registro: { secuencia: 8, hash: chain[7]!.hash },
    });
    kioskPunch(server, 1, '2026-03-16T14:55:00.000Z', 'entrada');
    const head = links(server).at(-1)!;
    expect(head.secuencia).toBe(9);
    expect((await server.request('GET', '/api/prenomina?desde=2026-03-16&hasta=2026-03-22')).body).toMatchObject({
      version: null,
      registro: { secuencia: 9, hash: head.hash },
    });

    // The links themselves cannot be changed or removed through SQLite.
    expect(() => server.db.prepare("UPDATE registro SET contenido = '{}' WHERE secuencia = 1").run()).toThrow('registro is append-only');
    expect(() => server.db.prepare('DELETE FROM registro WHERE secuencia = 8').run()).toThrow('registro is append-only');
  });

  it("finds a punch whose time was changed in the file, with its guard triggers dropped and re-created, at exactly that punch's link", async () => {
    const { server, salida } = await recordedWeek();
    aroundTrigger(server, 'checadas_sin_cambios', "UPDATE checadas SET hora = '2026-03-11T02:05:00.000Z' WHERE id = ?", salida);

    const response = await server.request('GET', '/api/registro/verificacion');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ok: false,
      filas: 8,
      primeraRotura: {
        secuencia: 3,
        tipo: 'checada',
        filaId: salida,
        motivo: `La checada n.º ${salida} (eslabón n.º 3) no coincide con lo que se registró: se modificó después de guardarse.`,
      },
    });
    // The home page puts it first, for every role.
    const resumen = resumenSchema.parse((await server.request('GET', '/api/resumen')).body);
    expect(resumen.registro).toEqual({
      ok: false,
      verificadoEn: NOW,
      filas: 8,
      motivo: `La checada n.º ${salida} (eslabón n.º 3) no coincide con lo que se registró: se modificó después de guardarse.`,
    });

    // `npm run admin -- verificar` says the same on the box's console and exits 1.
    const lines: string[] = [];
    expect(await runVerificar(createRepositories(server.db), (line) => lines.push(line))).toBe(1);
    expect(lines[0]).toBe(`REGISTRO ALTERADO: La checada n.º ${salida} (eslabón n.º 3) no coincide con lo que se registró: se modificó después de guardarse.`);
  });

  it('finds a rewritten link, a void removed, and a punch added around the program', async () => {
    const { server, ana } = await recordedWeek();
    // A link's content rewritten (with its guard dropped): that link no longer matches its hash.
    aroundTrigger(server, 'registro_sin_cambios', "UPDATE registro SET contenido = json_set(contenido, '$.motivo', 'otro') WHERE secuencia = 5");
    let body = (await server.request('GET', '/api/registro/verificacion')).body;
    expect(body).toMatchObject({
      ok: false,
      primeraRotura: { secuencia: 5, tipo: 'anulacion', motivo: 'El eslabón n.º 5 no corresponde a su contenido: se modificó la cadena.' },
    });

    // A punch inserted with the chain's trigger dropped has no link at all: named before anything else.
    const { sql } = server.db.prepare("SELECT sql FROM sqlite_schema WHERE name = 'checadas_eslabon'").get() as { sql: string };
    server.db.exec('DROP TRIGGER checadas_eslabon');
    const forged = kioskPunch(server, ana, '2026-03-12T15:00:00.000Z', 'entrada');
    server.db.exec(sql);
    body = (await server.request('GET', '/api/registro/verificacion')).body;
    expect(body).toMatchObject({
      ok: false,
      primeraRotura: {
        secuencia: 0,
        tipo: 'checada',
        filaId: forged,
        motivo: `La checada n.º ${forged} no está en la cadena: se agregó por fuera del programa.`,
      },
    });
  });

  it('holds on an empty box, is for administrators only, and a console run says so', async () => {
    const server = await start({ clock: movableClock(NOW) });
    const lines: string[] = [];
    expect(await runVerificar(createRepositories(server.db), (line) => lines.push(line))).toBe(0);
    expect(lines).toEqual(['Registro íntegro: 0 eslabones verificados (sin eslabones todavía).']);
    expect((await server.request('GET', '/api/registro/verificacion')).body).toEqual({ ok: true, filas: 0, cabeza: null, verificadoEn: NOW });
    expect((await server.anonymous('GET', '/api/registro/verificacion')).status).toBe(401);
  });
});
