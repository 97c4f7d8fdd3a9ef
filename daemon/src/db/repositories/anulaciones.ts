import type { Db } from '../connection.js';

/** A void (anulación) as stored: the punch it names, why, who and when (UTC ISO). */
export type AnulacionRow = { id: number; checadaId: number; motivo: string; anuladaPor: string; anuladaEn: string };

/** `anulaciones` (migration 025): append-only voids of punches; a punch is voided at most once. */
export function anulacionesRepository(db: Db) {
  const byPunch = db.prepare<[number], AnulacionRow>(
    'SELECT id, checada_id AS checadaId, motivo, anulada_por AS anuladaPor, anulada_en AS anuladaEn FROM anulaciones WHERE checada_id = ?',
  );
  const insert = db.prepare<[{ checadaId: number; motivo: string; anuladaPor: string; anuladaEn: string }]>(
    'INSERT INTO anulaciones (checada_id, motivo, anulada_por, anulada_en) VALUES (@checadaId, @motivo, @anuladaPor, @anuladaEn)',
  );
  return {
    /** The void of a punch, if it was voided. */
    ofPunch: (checadaId: number): AnulacionRow | undefined => byPunch.get(checadaId),
    insert: (a: { checadaId: number; motivo: string; anuladaPor: string; anuladaEn: string }): number => Number(insert.run(a).lastInsertRowid),
  };
}

export type AnulacionesRepository = ReturnType<typeof anulacionesRepository>;
