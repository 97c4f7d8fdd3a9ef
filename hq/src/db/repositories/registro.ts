import type { Queryable } from '../pool.js';

/** A link of a box's chain as kept here. */
export type StoredLink = { secuencia: number; anterior: string; hash: string; eventoSecuencia: number };

/** A new link to keep, and the event that brought it. */
export type NewLink = {
  secuencia: number;
  tipo: string;
  filaId: number;
  anterior: string;
  hash: string;
  eventoId: string;
  eventoSecuencia: number;
};

/** The check of a box's chain so far (registro_cajas). */
export type ChainState = { anclaSecuencia: number | null; ultimaSecuencia: number | null; ultimoHash: string | null };

/** What one link changes in registro_cajas: the verified stretch (if it moved), links added, a break found. */
export type ChainUpdate = {
  chain: { ancla: number; head: { secuencia: number; hash: string } } | null;
  added: number;
  rotura: { secuencia: number; motivo: string } | null;
  eventoId: string;
};

/** `registro_cajas` (the check of each box's chain) and `registro_eslabones` (every link received). */
export function registroRepository(db: Queryable) {
  return {
    /** The box's chain state, its row created if new and locked for the rest of the transaction. */
    async lockChain(caja: string): Promise<ChainState | null> {
      await db.query('INSERT INTO registro_cajas (caja) VALUES ($1) ON CONFLICT (caja) DO NOTHING', [caja]);
      const { rows } = await db.query<{ ancla_secuencia: string | null; ultima_secuencia: string | null; ultimo_hash: string | null }>(
        'SELECT ancla_secuencia, ultima_secuencia, ultimo_hash FROM registro_cajas WHERE caja = $1 FOR UPDATE',
        [caja],
      );
      const r = rows[0];
      if (!r) return null;
      return {
        anclaSecuencia: r.ancla_secuencia == null ? null : Number(r.ancla_secuencia),
        ultimaSecuencia: r.ultima_secuencia == null ? null : Number(r.ultima_secuencia),
        ultimoHash: r.ultimo_hash,
      };
    },

    async link(caja: string, secuencia: number): Promise<StoredLink | null> {
      const { rows } = await db.query<{ anterior: string; hash: string; evento_secuencia: string }>(
        'SELECT anterior, hash, evento_secuencia FROM registro_eslabones WHERE caja = $1 AND secuencia = $2',
        [caja, secuencia],
      );
      const r = rows[0];
      return r ? { secuencia, anterior: r.anterior, hash: r.hash, eventoSecuencia: Number(r.evento_secuencia) } : null;
    },

    /** The number of the lowest link held above `secuencia`, if any. */
    async nextHeldSecuencia(caja: string, secuencia: number): Promise<number | null> {
      const { rows } = await db.query<{ secuencia: string | null }>(
        'SELECT min(secuencia) AS secuencia FROM registro_eslabones WHERE caja = $1 AND secuencia > $2',
        [caja, secuencia],
      );
      return rows[0]?.secuencia == null ? null : Number(rows[0].secuencia);
    },

    /** How many distinct event sequences of the box strictly between `from` and `to` are held in `eventos`. */
    async eventsBetween(caja: string, from: number, to: number): Promise<number> {
      const { rows } = await db.query<{ n: string }>(
        'SELECT count(DISTINCT secuencia) AS n FROM eventos WHERE caja = $1 AND secuencia > $2 AND secuencia < $3',
        [caja, from, to],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async insertLink(caja: string, l: NewLink): Promise<void> {
      await db.query(
        `INSERT INTO registro_eslabones (caja, secuencia, tipo, fila_id, anterior, hash, evento_id, evento_secuencia)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [caja, l.secuencia, l.tipo, l.filaId, l.anterior, l.hash, l.eventoId, l.eventoSecuencia],
      );
    },

    /** Records one link's check; the first break found is kept, a later one does not replace it. */
    async saveChain(caja: string, u: ChainUpdate): Promise<void> {
      await db.query(
        `UPDATE registro_cajas SET
       ancla_secuencia = COALESCE($2, ancla_secuencia),
       ultima_secuencia = COALESCE($3, ultima_secuencia),
       ultimo_hash = COALESCE($4, ultimo_hash),
       eslabones = eslabones + $5,
       rotura_secuencia = COALESCE(rotura_secuencia, $6),
       rotura_motivo = CASE WHEN rotura_secuencia IS NULL THEN $7 ELSE rotura_motivo END,
       rotura_detectada_en = CASE WHEN rotura_secuencia IS NULL AND $6::bigint IS NOT NULL THEN now() ELSE rotura_detectada_en END,
       rotura_evento_id = CASE WHEN rotura_secuencia IS NULL AND $6::bigint IS NOT NULL THEN $8::uuid ELSE rotura_evento_id END,
       actualizado_en = now()
     WHERE caja = $1`,
        [
          caja,
          u.chain?.ancla ?? null,
          u.chain?.head.secuencia ?? null,
          u.chain?.head.hash ?? null,
          u.added,
          u.rotura?.secuencia ?? null,
          u.rotura?.motivo ?? null,
          u.eventoId,
        ],
      );
    },
  };
}

export type RegistroRepository = ReturnType<typeof registroRepository>;
