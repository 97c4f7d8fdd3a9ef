import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { SUBJECT_PREFIX, latidoSchema, type Latido } from '@reloj/contract/eventos';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { systemNow } from './clock.js';
import { createRepositories } from './db/repositories/index.js';

export type LatidosHandle = { stop: () => Promise<void>; received: () => number };

/** Writes a heartbeat into `cajas`: drift is the box's clock minus ours when it arrived, in milliseconds. */
export async function recordLatido(pool: Pool, latido: Latido, receivedAt: Date = systemNow()): Promise<void> {
  const driftMs = Date.parse(latido.reloj) - receivedAt.getTime();
  await createRepositories(pool).cajas.latido(latido, receivedAt, Math.round(driftMs));
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
