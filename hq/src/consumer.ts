import { AckPolicy, DeliverPolicy, jetstream, jetstreamManager, type ConsumerMessages, type JetStreamManager, type JsMsg } from '@nats-io/jetstream';
import { nanos, type NatsConnection } from '@nats-io/transport-node';
import { HQ_DOMAIN, HQ_STREAM } from '@reloj/contract/eventos';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { applyBatch, type Entrante } from './ingest/batch.js';
import { parseMessage } from './ingest/parse.js';

export const HQ_CONSUMER = 'hq-postgres';

export type ConsumerOptions = {
  nc: NatsConnection;
  pool: Pool;
  logger: Logger;
  stream?: string;
  domain?: string;
  durable?: string;
  /** The most messages written in one transaction (also pulled per request, and the client's buffer). */
  batch?: number;
  /** Unacknowledged messages the server lets out at once. */
  maxAckPending?: number;
  ackWaitMs?: number;
  /** How long a message waits to come back after PostgreSQL failed. */
  nakDelayMs?: number;
};

export type ConsumerStats = {
  applied: number;
  duplicates: number;
  rejected: number;
  /** Messages nak'd because PostgreSQL failed. */
  retried: number;
  /** Transactions committed. */
  batches: number;
  lastError: string | null;
};

export type ConsumerHandle = {
  /** Stops pulling and waits for the batch being written; unacknowledged ones come back to the next consumer. */
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
 * The durable pull consumer that writes the headquarters stream into PostgreSQL in batches, in stream order: the
 * messages already received (up to `batch`) are written in one transaction (ingest/batch.ts) and acknowledged only
 * after it commits (a redelivery finds its event_id and writes nothing); a message that can never be applied goes to
 * eventos_rechazados in that transaction and is terminated; when PostgreSQL fails the whole batch is nak'd to come
 * back later, never dead-lettered, and the consumer slows down. A crash before the commit acknowledges nothing.
 */
export async function startConsumer(opts: ConsumerOptions): Promise<ConsumerHandle> {
  const { nc, pool, logger } = opts;
  const stream = opts.stream ?? HQ_STREAM;
  const durable = opts.durable ?? HQ_CONSUMER;
  const domain = opts.domain ?? HQ_DOMAIN;
  const nakDelayMs = opts.nakDelayMs ?? 2_000;
  const batchSize = opts.batch ?? 300;
  const jsm = await jetstreamManager(nc, { domain });
  await ensureConsumer(jsm, { ...opts, stream, durable });
  const consumer = await jetstream(nc, { domain }).consumers.get(stream, durable);
  const stats: ConsumerStats = { applied: 0, duplicates: 0, rejected: 0, retried: 0, batches: 0, lastError: null };
  let stopping = false;
  let backoffMs = 0;

  const handle = async (taken: Array<{ m: JsMsg; entrante: Entrante }>) => {
    const batch = taken.map((t) => t.m);
    const entrantes = taken.map((t) => t.entrante);
    try {
      const results = await applyBatch(pool, entrantes);
      stats.batches++;
      results.forEach((r, i) => {
        const m = batch[i]!;
        if (r.kind === 'rejected') {
          m.term();
          stats.rejected++;
          logger.warn({ subject: m.subject, motivo: r.motivo }, 'evento rechazado');
          return;
        }
        m.ack();
        if (r.kind === 'applied') stats.applied++;
        else stats.duplicates++;
      });
      backoffMs = 0;
    } catch (error) {
      for (const m of batch) m.nak(nakDelayMs);
      stats.retried += batch.length;
      stats.lastError = errorText(error);
      backoffMs = Math.min(Math.max(backoffMs * 2, 250), 5_000);
      logger.error({ err: error, mensajes: batch.length, reintentoEnMs: nakDelayMs }, 'no se pudo escribir el lote de eventos en PostgreSQL');
      await sleep(backoffMs);
    }
  };

  // Messages wait here until written; the server lets out at most maxAckPending unacknowledged ones, which bounds it.
  // (The iterator's getPending() cannot say "nothing more has arrived": it counts status entries as messages.)
  const queue: Array<{ m: JsMsg; entrante: Entrante }> = [];
  let wake: (() => void) | null = null;
  const messages: ConsumerMessages = await consumer.consume({
    max_messages: batchSize,
    callback: (m) => {
      // Read on arrival, while the previous batch is in PostgreSQL's hands: the two cores work at once.
      const body = m.string();
      const entrante = { subject: m.subject, body, seq: m.seq, msgId: m.headers?.get('Nats-Msg-Id') || null, parsed: parseMessage(m.subject, body) };
      queue.push({ m, entrante });
      wake?.();
    },
  });
  const loop = (async () => {
    while (!stopping) {
      // Take what has already arrived, up to a batch; never wait for more.
      if (queue.length > 0) await handle(queue.splice(0, batchSize));
      else await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
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
      wake?.();
      await loop;
    },
    stats: () => ({ ...stats }),
  };
}
