import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { outboxRepository } from '../db/repositories/outbox.js';

const setUp = () => {
  const db = openDatabase(':memory:');
  migrate(db);
  const add = (nombre: string) => db.prepare(`INSERT INTO sucursales (nombre, created_at, updated_at) VALUES (?, 'x', 'x')`).run(nombre);
  return { db, add, outbox: outboxRepository(db) };
};

describe('the outbox repository', () => {
  it('lists pending events in sequence order and marks only unsent ones', () => {
    const { add, outbox } = setUp();
    for (const n of ['A', 'B', 'C']) add(n);
    expect(outbox.pending(2).map((r) => r.secuencia)).toEqual([1, 2]);
    expect(outbox.pending(10)[0]).toMatchObject({
      tipo: 'catalogo.guardado',
      version: 1,
      relojSincronizado: null,
      eventoId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(outbox.markSent([1, 2], '2026-03-01T00:00:00.000Z')).toBe(2);
    expect(outbox.markSent([2, 3], '2026-03-02T00:00:00.000Z')).toBe(1); // 2 keeps its first acknowledgement
    expect(outbox.stats()).toEqual({ pendientes: 0, ultimaSecuencia: 3, ultimoAcuse: '2026-03-02T00:00:00.000Z' });
  });

  it('prunes only sent events older than the cut, and never lowers the sequence', () => {
    const { add, outbox } = setUp();
    for (const n of ['A', 'B', 'C']) add(n);
    outbox.markSent([1, 2], '2026-01-01T00:00:00.000Z');
    expect(outbox.pruneSent('2026-02-01T00:00:00.000Z')).toBe(2);
    expect(outbox.pending(10).map((r) => r.secuencia)).toEqual([3]);
    expect(outbox.stats()).toEqual({ pendientes: 1, ultimaSecuencia: 3, ultimoAcuse: null });
    add('D');
    expect(outbox.pending(10).map((r) => r.secuencia)).toEqual([3, 4]);
  });
});
