import { leerEvento } from '@reloj/contract/eventos';
import { describe, expect, it } from 'vitest';
import { eventoEnvelope } from '../../corporativo/envelope.js';
import { openDatabase } from '../../db/connection.js';
import { migrate } from '../../db/migrate.js';
import { createRepositories } from '../../db/repositories/index.js';
import { movableClock } from '../../test-support/movableClock.js';
import { createAlertas, type Alerta } from './alertas.js';
import { cuentaBloqueada } from './tipos.js';

const TZ = 'America/Mexico_City';

/** A box with a branch, two accounts that receive 'kiosco_sin_senal' and a webhook: three recipients per alert. */
function box(hqCaja: string | undefined) {
  const db = openDatabase(':memory:');
  migrate(db);
  const centro = Number(db.prepare(`INSERT INTO sucursales (nombre, created_at, updated_at) VALUES ('CENTRO', 'x', 'x')`).run().lastInsertRowid);
  const cuenta = db.prepare(
    `INSERT INTO usuarios (usuario, password_hash, created_at, updated_at, rol, todas_sucursales, email, avisos)
     VALUES (?, 'x', 'x', 'x', 'administrador', 1, ?, '["kiosco_sin_senal","cuenta_bloqueada"]')`,
  );
  cuenta.run('dueno', 'dueno@empresa.mx');
  cuenta.run('socio', 'socio@empresa.mx');
  db.prepare(`UPDATE avisos_configuracion SET webhook_url = 'https://avisos.empresa.mx/reloj'`).run();
  const repos = createRepositories(db);
  const clock = movableClock('2026-04-06T15:20:00.000Z');
  const alertas = createAlertas({ ...repos, clock, hqCaja });
  const eventos = () => repos.outbox.pending(1000).filter((r) => r.tipo === 'aviso.generado');
  return { db, centro, alertas, eventos, clock };
}

const kioscoSinSenal = (sucursalId: number, causa: string): Alerta => ({
  tipo: 'kiosco_sin_senal',
  sucursalId,
  titulo: 'CENTRO: el kiosco «Entrada» no responde',
  texto: 'El kiosco «Entrada» de CENTRO no responde desde las 09:05 del 06/04/2026.',
  datos: { dispositivoId: 2, desde: '2026-04-06T15:05:00.000Z' },
  causa,
});

describe('an alert raised at a box with a headquarters', () => {
  it('writes one aviso.generado event per alert, not per recipient, that headquarters reads', () => {
    const { centro, alertas, eventos } = box('sur');
    expect(alertas.raise(kioscoSinSenal(centro, '2:2026-04-06T15:05'))).toBe(3);

    const [row, ...more] = eventos();
    expect(more).toEqual([]);
    const evento = leerEvento(eventoEnvelope('sur', row!));
    expect(evento.datos).toEqual({
      clave: 'kiosco_sin_senal:2:2026-04-06T15:05',
      tipo: 'kiosco_sin_senal',
      sucursalId: centro,
      sucursal: 'CENTRO',
      fecha: '2026-04-06T15:20:00.000Z',
      titulo: 'CENTRO: el kiosco «Entrada» no responde',
      texto: 'El kiosco «Entrada» de CENTRO no responde desde las 09:05 del 06/04/2026.',
      datos: { dispositivoId: 2, desde: '2026-04-06T15:05:00.000Z' },
    });
  });

  it('writes no second event when the same cause is raised again, even once the first was sent and pruned', () => {
    const { db, centro, alertas, eventos, clock } = box('sur');
    alertas.raise(kioscoSinSenal(centro, '2:2026-04-06T15:05'));
    clock.set('2026-04-06T15:21:00.000Z');
    expect(alertas.raise(kioscoSinSenal(centro, '2:2026-04-06T15:05'))).toBe(0);
    expect(eventos()).toHaveLength(1);

    const first = eventos()[0]!;
    db.prepare(`UPDATE eventos_salida SET enviado_en = '2026-04-06T15:20:01.000Z' WHERE secuencia = ?`).run(first.secuencia);
    db.prepare(`DELETE FROM eventos_salida WHERE secuencia = ?`).run(first.secuencia);
    alertas.raise(kioscoSinSenal(centro, '2:2026-04-06T15:05'));
    // Written again only in the box's outbox: the same event id, which headquarters already holds.
    expect(eventos().map((e) => e.eventoId)).toEqual([first.eventoId]);

    // Another cause is another alert; an alert of the whole box has no branch.
    alertas.raise(kioscoSinSenal(centro, '2:2026-04-06T17:40'));
    alertas.raise(cuentaBloqueada({ usuario: 'cajero', ip: '192.168.1.30', fallos: 5, esperaSegundos: 60 }, clock.now(), TZ));
    const datos = eventos().map((e) => leerEvento(eventoEnvelope('sur', e)).datos as { clave: string; sucursal: string | null });
    expect(datos.map((d) => [d.clave, d.sucursal])).toEqual([
      ['kiosco_sin_senal:2:2026-04-06T15:05', 'CENTRO'],
      ['kiosco_sin_senal:2:2026-04-06T17:40', 'CENTRO'],
      ['cuenta_bloqueada:cajero:192.168.1.30:2026-04-06T15:21:00.000Z', null],
    ]);
    expect(new Set(eventos().map((e) => e.eventoId)).size).toBe(3);
  });

  it('sends no event from a box without a headquarters, and rolls the event back with the alert', () => {
    const sinCorporativo = box(undefined);
    expect(sinCorporativo.alertas.raise(kioscoSinSenal(sinCorporativo.centro, '2:2026-04-06T15:05'))).toBe(3);
    expect(sinCorporativo.eventos()).toEqual([]);

    const { db, centro, alertas, eventos } = box('sur');
    const raiseThenFail = db.transaction(() => {
      alertas.raise(kioscoSinSenal(centro, '2:2026-04-06T15:05'));
      throw new Error('the cause was not saved');
    });
    expect(raiseThenFail).toThrow('the cause was not saved');
    expect(eventos()).toEqual([]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM avisos').get()).toEqual({ n: 0 });
  });

  it('gives the same alert the same event id at one box, and a different one at another box', () => {
    const sur = box('sur');
    const norte = box('norte');
    sur.alertas.raise(kioscoSinSenal(sur.centro, '2:2026-04-06T15:05'));
    norte.alertas.raise(kioscoSinSenal(norte.centro, '2:2026-04-06T15:05'));
    const [a] = sur.eventos();
    const [b] = norte.eventos();
    expect(a!.eventoId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a!.eventoId).not.toBe(b!.eventoId);
  });
});
