import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { SUBJECT_PREFIX, latidoSchema, type Latido } from '@reloj/contract/eventos';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { systemNow } from './clock.js';

export type LatidosHandle = { stop: () => Promise<void>; received: () => number };

/** Writes a heartbeat into `cajas`: drift is the box's clock minus ours when it arrived, in milliseconds. */
export async function recordLatido(pool: Pool, latido: Latido, receivedAt: Date = systemNow()): Promise<void> {
  const driftMs = Date.parse(latido.reloj) - receivedAt.getTime();
  await pool.query(
    `INSERT INTO cajas AS c (caja, ultimo_latido_en, latido_reloj, desfase_ms, latido_reloj_sincronizado, pendientes, ultima_secuencia_reportada, version_daemon)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (caja) DO UPDATE SET ultimo_latido_en = EXCLUDED.ultimo_latido_en, latido_reloj = EXCLUDED.latido_reloj,
       desfase_ms = EXCLUDED.desfase_ms, latido_reloj_sincronizado = EXCLUDED.latido_reloj_sincronizado, pendientes = EXCLUDED.pendientes,
       ultima_secuencia_reportada = EXCLUDED.ultima_secuencia_reportada, version_daemon = EXCLUDED.version_daemon
     WHERE c.ultimo_latido_en IS NULL OR c.ultimo_latido_en <= EXCLUDED.ultimo_latido_en`,
    [latido.caja, receivedAt, latido.reloj, Math.round(driftMs), latido.relojSincronizado, latido.pendientes, latido.ultimaSecuencia, latido.version],
  );
}

/**
 * Listens to every box's heartbeat (core NATS `reloj.<caja>.latido`, not stored). A heartbeat whose box is not the
 * subject's, or that does not parse, is logged and dropped: it is a status report, not a record.
 */
export function startLatidos(opts: { nc: NatsConnection; pool: Pool; logger: Logger }): LatidosHandle {
  const { nc, pool, logger } = opts;
  let received = 0;
  const sub: Subscription = nc.subscribe(`${SUBJECT_PREFIX}.*.latido`, {
    callback: (error, msg) => {
      if (error) {
        logger.warn({ err: error }, 'suscripción de latidos');
        return;
      }
      const receivedAt = systemNow();
      const caja = msg.subject.split('.')[1];
      let latido: Latido;
      try {
        latido = latidoSchema.parse(msg.json());
      } catch (e) {
        logger.warn({ subject: msg.subject, err: e }, 'latido inválido');
        return;
      }
      if (latido.caja !== caja) {
        logger.warn({ subject: msg.subject, caja: latido.caja }, 'latido con una caja que no es la del asunto');
        return;
      }
      received++;
      recordLatido(pool, latido, receivedAt).catch((e: unknown) => logger.warn({ err: e, caja }, 'no se pudo guardar el latido'));
    },
  });
  return {
    stop: async () => {
      sub.unsubscribe();
      await sub.closed;
    },
    received: () => received,
  };
}
