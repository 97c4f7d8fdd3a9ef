import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { HQ_DOMAIN, HQ_STREAM } from '@reloj/contract/eventos';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { isDataError } from './db/pool.js';
import { applyEvent, deadLetter } from './ingest/apply.js';
import { parseMessage } from './ingest/parse.js';

export const HQ_CONSUMER = 'hq-postgres';

export type ConsumerOptions = {
  nc: NatsConnection;
  pool: Pool;
  logger: Logger;
  stream?: string;
  domain?: string;
  durable?: string;
  /** Messages pulled per request (and the client's buffer). */
  batch?: number;
  /** Unacknowledged messages the server lets out at once. */
  maxAckPending?: number;
  ackWaitMs?: number;
  /** How long a message waits to come back after PostgreSQL failed. */
  nakDelayMs?: number;
};

export type ConsumerStats = { applied: number; duplicates: number; rejected: number; retried: number; lastError: string | null };

export type ConsumerHandle = {
  /** Stops pulling and waits for the message being written; unacknowledged ones come back to the next consumer. */
  stop: () => Promise<void>;
  stats: () => ConsumerStats;
};

/** Creates the durable pull consumer, or brings an existing one's limits up to date. */
export async function ensureConsumer(
  jsm: JetStreamManager,
  opts: { stream?: string; durable?: string; maxAckPending?: number; ackWaitMs?: number } = {},
): Promise<void> {
  const stream = opts.stream ?? HQ_STREAM;
  const durable = opts.durable ?? HQ_CONSUMER;
  const limits = { ack_wait: nanos(opts.ackWaitMs ?? 30_000), max_ack_pending: opts.maxAckPending ?? 1000, max_deliver: -1 };
  const existing = await jsm.consumers.info(stream, durable).catch(() => null);
  if (existing) await jsm.consumers.update(stream, durable, limits);
  else await jsm.consumers.add(stream, { durable_name: durable, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, ...limits });
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The durable pull consumer that writes the headquarters stream into PostgreSQL, one message at a time in stream
 * order: a valid event is written in one transaction and then acknowledged (a redelivery finds its event_id and
 * writes nothing); a message that can never be applied goes to eventos_rechazados and is terminated; when
 * PostgreSQL fails the message is nak'd to come back later, never dead-lettered, and the consumer slows down.
 */
export async function startConsumer(opts: ConsumerOptions): Promise<ConsumerHandle> {
  const { nc, pool, logger } = opts;
  const stream = opts.stream ?? HQ_STREAM;
  const durable = opts.durable ?? HQ_CONSUMER;
  const domain = opts.domain ?? HQ_DOMAIN;
  const nakDelayMs = opts.nakDelayMs ?? 2_000;
  const jsm = await jetstreamManager(nc, { domain });
  await ensureConsumer(jsm, { ...opts, stream, durable });
  const consumer = await jetstream(nc, { domain }).consumers.get(stream, durable);
  const stats: ConsumerStats = { applied: 0, duplicates: 0, rejected: 0, retried: 0, lastError: null };
  let stopping = false;
  let backoffMs = 0;

  const reject = async (m: JsMsg, caja: string | null, motivo: string, cuerpo: string) => {
    await deadLetter(pool, { caja, subject: m.subject, eventId: m.headers?.get('Nats-Msg-Id') || null, motivo, cuerpo });
    m.term();
    stats.rejected++;
    logger.warn({ subject: m.subject, motivo }, 'evento rechazado');
  };

  const handle = async (m: JsMsg) => {
    const body = m.string();
    const parsed = parseMessage(m.subject, body);
    try {
      if (!parsed.ok) await reject(m, parsed.caja, parsed.motivo, body);
      else {
        const inserted = await applyEvent(pool, parsed.evento, m.seq);
        m.ack();
        if (inserted) stats.applied++;
        else stats.duplicates++;
      }
      backoffMs = 0;
    } catch (error) {
      if (parsed.ok && isDataError(error)) {
        // PostgreSQL refused the data itself (a value out of range, a NUL in text): it would fail every time.
        try {
          await reject(m, parsed.evento.caja, `PostgreSQL rechazó los datos: ${errorText(error)}`, body);
          return;
        } catch {
          // fall through: the database is not answering after all.
        }
      }
      m.nak(nakDelayMs);
      stats.retried++;
      stats.lastError = errorText(error);
      backoffMs = Math.min(Math.max(backoffMs * 2, 250), 5_000);
      logger.error({ err: error, subject: m.subject, reintentoEnMs: nakDelayMs }, 'no se pudo escribir el evento en PostgreSQL');
      await sleep(backoffMs);
    }
  };

  const messages: ConsumerMessages = await consumer.consume({ max_messages: opts.batch ?? 100 });
  const loop = (async () => {
    for await (const m of messages) {
      if (stopping) break;
      await handle(m);
    }
  })().catch((error: unknown) => logger.error({ err: error }, 'el consumidor del corporativo se detuvo'));

  // A consumer deleted by an administrator is created again; the stream keeps every message.
  void (async () => {
    for await (const s of messages.status()) {
      if (stopping) break;
      if (s.type === 'consumer_deleted' || s.type === 'consumer_not_found') {
        logger.warn({ status: s.type }, 'el consumidor durable no existe: se vuelve a crear');
        await ensureConsumer(jsm, { ...opts, stream, durable }).catch((error: unknown) => logger.error({ err: error }, 'no se pudo crear el consumidor'));
      }
    }
  })().catch(() => undefined);

  return {
    stop: async () => {
      stopping = true;
      messages.stop();
      await loop;
    },
    stats: () => ({ ...stats }),
  };
}
