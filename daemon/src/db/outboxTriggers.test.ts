import { leerEvento } from '@reloj/contract/eventos';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { movableClock } from '../test-support/movableClock.js';
import { hire, incidencia, punch, setUpCompany } from '../test-support/prenominaApi.js';
import { trackedTestServers, type TestServer } from '../test-support/testServer.js';
import { closeDatabase, openDatabase } from './connection.js';
import { migrate } from './migrate.js';
import { migrations } from './migrations/index.js';

// Issue 17: every change headquarters must see is written to the outbox in the same transaction as the change.
const start = trackedTestServers(afterEach);

type Row = { secuencia: number; evento_id: string; tipo: string; version: number; datos: string; creado_en: string; reloj_sincronizado: number | null };

const outbox = (server: TestServer): Row[] => server.db.prepare('SELECT * FROM eventos_salida ORDER BY secuencia').all() as Row[];

/**
 * The events as headquarters reads them: each must pass the contract's schema for its kind. The chain's own links
 * ('registro.eslabon', one after each punch, void, incidencia and close) are checked in routes/registro.
 */
const events = (server: TestServer, after = 0) =>
  outbox(server)
    .filter((r) => r.secuencia > after && r.tipo !== 'registro.eslabon')
    .map((r) =>
      leerEvento({
        eventoId: r.evento_id,
        caja: 'centro',
        secuencia: r.secuencia,
        tipo: r.tipo,
        version: r.version,
        creadoEn: r.creado_en,
        relojSincronizado: r.reloj_sincronizado === null ? null : r.reloj_sincronizado === 1,
        datos: JSON.parse(r.datos),
      }),
    );

const lastSecuencia = (server: TestServer) => outbox(server).at(-1)?.secuencia ?? 0;

describe('the outbox (eventos_salida)', () => {
  it('writes one event per catalogue change, employee change, punch, incidencia and closed period, each valid for headquarters', async () => {
    const server = await start({ clock: movableClock() });
    const company = await setUpCompany(server);
    const afterCatalogues = events(server);
    expect(afterCatalogues.map((e) => [e.tipo, (e.datos as { catalogo: string }).catalogo, (e.datos as { nombre: string }).nombre])).toEqual([
      ['catalogo.guardado', 'puestos', 'CAJERO'],
      ['catalogo.guardado', 'sucursales', 'CENTRO'],
      ['catalogo.guardado', 'bonos', 'PUNTUALIDAD'],
      ['catalogo.guardado', 'bonos', 'ASISTENCIA'],
    ]);
    expect(afterCatalogues[0]!.datos).toEqual({ catalogo: 'puestos', id: company.puestoId, nombre: 'CAJERO', salarioDiarioCentavos: 31550 });

    const beforeHire = lastSecuencia(server);
    const ana = await hire(server, company, { numeroEmpleado: '00042', bonoNombre: 'PUNTUALIDAD' });
    let mark = lastSecuencia(server);
    // Issue 41: the form's schedule becomes a weekly turno, assigned from the fechaIngreso.
    expect(events(server, beforeHire).map((e) => e.tipo)).toEqual(['empleado.creado', 'turno.guardado', 'asignacion.guardada']);
    const [created] = events(server, beforeHire);
    expect(created).toMatchObject({
      tipo: 'empleado.creado',
      datos: {
        id: ana,
        nombre: 'ANA LÓPEZ',
        numeroEmpleado: '00042',
        salarioDiarioCentavos: 31550,
        bonoCentavos: 20000,
        activo: true,
        diasDescanso: [0],
        fechaBaja: null,
      },
    });

    const [entrada] = await punch(server, ana, '2026-03-09T08:56');
    const [punched] = events(server, mark);
    expect(punched).toMatchObject({
      tipo: 'checada.registrada',
      datos: {
        id: entrada.id,
        empleadoId: ana,
        numeroEmpleado: '00042',
        tipo: 'entrada',
        fechaLocal: '2026-03-09',
        metodo: 'manual',
        sucursalId: company.sucursalId,
        registradoPor: 'admin',
      },
    });
    expect(JSON.stringify(punched!.datos)).not.toMatch(/snapshot|jpeg|foto/i);

    mark = lastSecuencia(server);
    const added = await incidencia(server, { empleadoId: ana, fecha: '2026-03-10', tipo: 'vacaciones', adelantadas: true });
    expect((await server.request('DELETE', `/api/incidencias/${added.id}`)).status).toBe(204);
    expect(events(server, mark).map((e) => [e.tipo, (e.datos as { id: number }).id])).toEqual([
      ['incidencia.agregada', added.id],
      ['incidencia.eliminada', added.id],
    ]);

    mark = lastSecuencia(server);
    expect((await server.request('DELETE', `/api/employees/${ana}`)).status).toBeLessThan(300);
    expect((await server.request('POST', `/api/employees/${ana}/reactivate`, {})).status).toBeLessThan(300);
    expect(events(server, mark).map((e) => [e.tipo, (e.datos as { activo: boolean }).activo])).toEqual([
      ['empleado.baja', false],
      ['empleado.reactivado', true],
    ]);

    mark = lastSecuencia(server);
    const periodo = await server.request('POST', '/api/periodos', { desde: '2026-03-09', hasta: '2026-03-15' });
    expect((await server.request('POST', `/api/periodos/${periodo.body.id}/cerrar`, {})).status).toBe(200);
    const [closed] = events(server, mark);
    expect(closed).toMatchObject({ tipo: 'periodo.cerrado', datos: { id: periodo.body.id, desde: '2026-03-09', hasta: '2026-03-15', cerradoPor: 'admin' } });
    const figures = (closed!.datos as { prenomina: { empleados: { sucursalId: number; empleado: { empleadoId: number; diasTrabajados: number } }[] } })
      .prenomina.empleados;
    expect(figures.map((e) => [e.sucursalId, e.empleado.empleadoId, e.empleado.diasTrabajados])).toEqual([[company.sucursalId, ana, 1]]);

    mark = lastSecuencia(server);
    const bono = (await server.request('POST', '/api/bonos', { nombre: 'DESPENSA', monto: 150 })).body;
    expect((await server.request('DELETE', `/api/bonos/${bono.id}`)).status).toBeLessThan(300);
    expect(events(server, mark).map((e) => e.tipo)).toEqual(['catalogo.guardado', 'catalogo.eliminado']);

    // Sequence numbers are gapless and the ids unique.
    const rows = outbox(server);
    expect(rows.map((r) => r.secuencia)).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.evento_id)).size).toBe(rows.length);
  });

  it('writes nothing for a refused request or an edit that changes nothing', async () => {
    const server = await start();
    const sucursal = (await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' })).body;
    const before = outbox(server).length;
    expect((await server.request('POST', '/api/sucursales', { nombre: 'centro' })).status).toBe(409);
    expect((await server.request('POST', '/api/puestos', { nombre: 'X', salarioDiario: -1 })).status).toBe(422);
    expect((await server.request('PUT', `/api/sucursales/${sucursal.id}`, { nombre: 'CENTRO' })).status).toBe(200);
    expect(outbox(server).length).toBe(before);
  });

  it('is part of the change: a change rolled back leaves no event, and an event cannot be edited or dropped unsent', async () => {
    const server = await start();
    const now = new Date().toISOString();
    const insert = server.db.prepare('INSERT INTO sucursales (nombre, created_at, updated_at) VALUES (?, ?, ?)');
    expect(() =>
      server.db.transaction(() => {
        insert.run('NORTE', now, now);
        throw new Error('rolled back');
      })(),
    ).toThrow('rolled back');
    expect(outbox(server)).toEqual([]);
    insert.run('SUR', now, now);
    expect(() => server.db.prepare(`UPDATE eventos_salida SET datos = '{}'`).run()).toThrow(/immutable/);
    expect(() => server.db.prepare('DELETE FROM eventos_salida').run()).toThrow(/only once sent/);
    server.db.prepare(`UPDATE eventos_salida SET enviado_en = ?`).run(now);
    expect(() => server.db.prepare(`UPDATE eventos_salida SET enviado_en = ?`).run(now)).toThrow(/once/);
    expect(server.db.prepare('DELETE FROM eventos_salida').run().changes).toBe(1);
  });

  it('records whether the clock was NTP-synchronised when the change was written', async () => {
    const server = await start();
    server.db.prepare('UPDATE reloj_sistema SET sincronizado = 0').run();
    await server.request('POST', '/api/sucursales', { nombre: 'CENTRO' });
    server.db.prepare('UPDATE reloj_sistema SET sincronizado = 1').run();
    await server.request('POST', '/api/sucursales', { nombre: 'NORTE' });
    expect(events(server).map((e) => e.relojSincronizado)).toEqual([false, true]);
  });

  it('writes the rows of a box that existed before the outbox as its history, in an order headquarters can apply', async () => {
    const server = await start({ clock: movableClock() });
    const company = await setUpCompany(server);
    const ana = await hire(server, company);
    await punch(server, ana, '2026-03-09T08:56', '2026-03-09T18:00');
    const file = join(server.dataDir, 'reloj.sqlite');
    // A copy of the database as it was before migration 019, then migrated again.
    const db = openDatabase(join(server.dataDir, 'antes.sqlite'));
    try {
      migrate(
        db,
        migrations.filter((m) => m.version < 19),
      );
      db.exec(`ATTACH '${file}' AS actual`);
      for (const table of ['sucursales', 'puestos', 'bonos', 'empleados', 'checadas']) {
        const columns = (db.prepare(`PRAGMA main.table_info(${table})`).all() as { name: string }[]).map((c) => c.name).join(', ');
        db.exec(`INSERT INTO main.${table} (${columns}) SELECT ${columns} FROM actual.${table}`);
      }
      db.exec('DETACH actual');
      migrate(db);
      const tipos = (db.prepare('SELECT tipo FROM eventos_salida ORDER BY secuencia').all() as { tipo: string }[]).map((r) => r.tipo);
      expect(tipos).toEqual([
        'catalogo.guardado',
        'catalogo.guardado',
        'catalogo.guardado',
        'catalogo.guardado',
        'empleado.creado',
        'checada.registrada',
        'checada.registrada',
        // Migration 028 chains the punches already there, and sends each link.
        'registro.eslabon',
        'registro.eslabon',
        // Migration 036 turns the employee's schedule into a weekly turno and assigns it.
        'turno.guardado',
        'asignacion.guardada',
      ]);
      expect(db.prepare('SELECT tipo, fila_id FROM registro ORDER BY secuencia').all()).toEqual(
        (db.prepare('SELECT id FROM checadas ORDER BY id').all() as { id: number }[]).map((c) => ({ tipo: 'checada', fila_id: c.id })),
      );
    } finally {
      closeDatabase(db);
    }
  });
});
