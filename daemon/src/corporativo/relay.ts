import { cajaStreamName, eventoSubject, latidoSubject, type CorporativoEstado, type Latido } from '@reloj/contract/eventos';
import { jetstream, jetstreamManager, type JetStreamClient } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { OutboxRepository } from '../db/repositories/outbox.js';
import { systemClock } from '../lib/clock.js';
import type { Logger } from '../logger.js';
import { eventoEnvelope } from './envelope.js';
import { leafLinkUp } from './leafLink.js';
import { ensureLocalStream } from './localStream.js';

export type RelayOptions = {
  caja: string;
  /** The box's own nats-server, e.g. nats://127.0.0.1:4222. */
  natsUrl: string;
  /** Its monitoring endpoint, e.g. http://127.0.0.1:8222 (for `conectado`); without it the link counts as down. */
  monitorUrl?: string;
  outbox: OutboxRepository;
  logger: Logger;
  /** The daemon's version, carried by the heartbeat. */
  version: string;
  heartbeatMs?: number;
  /** How often the outbox is looked at when idle; nudge() wakes the relay at once. */
  pollMs?: number;
  batchSize?: number;
  publishTimeoutMs?: number;
  retryMinMs?: number;
  retryMaxMs?: number;
  /** The box's real clock (acknowledgements, heartbeats): never the daemon's injectable test clock. */
  wallClock?: () => Date;
  /** At start, events acknowledged this recently are published again (see RESEND_RECENT_MS). */
  resendRecentMs?: number;
};

/**
 * nats-server 2.9 writes its file store to disk (fsync) only every couple of minutes: a power cut can lose the box
 * stream's last acknowledged events while SQLite (synchronous=FULL) already marked them sent. So a relay that starts
 * (the daemon starts after a power cut too) publishes the events acknowledged in the last 5 minutes again, in order,
 * with their ids: the stream drops the ones it still has (duplicate window) and headquarters' key the rest.
 */
export const RESEND_RECENT_MS = 5 * 60_000;

export type RelayStatus = Omit<CorporativoEstado, 'configurado' | 'caja'>;

export type Relay = {
  /** Starts the loop in the background (it connects, and keeps retrying, on its own). */
  start: () => void;
  /** Finishes the publication in flight, then closes the connection. */
  stop: () => Promise<void>;
  /** New events were written: look at the outbox now. */
  nudge: () => void;
  status: () => Promise<RelayStatus>;
};

const spanish = (error: unknown): string => {
  const text = error instanceof Error ? error.message : String(error);
  if (/CONNECTION_REFUSED|ECONNREFUSED|connect/i.test(text)) return 'No se pudo conectar con el servidor NATS local de este equipo; se reintenta.';
  if (/timeout|TIMEOUT/i.test(text)) return 'El servidor NATS local de este equipo no confirmó a tiempo un evento; se reintenta.';
  if (/insufficient|storage|resources/i.test(text)) return 'El almacenamiento local de eventos está lleno; los eventos siguen en la base de datos.';
  return `No se pudo guardar un evento en la cola local (${text.slice(0, 120)}); se reintenta.`;
};

/**
 * Publishes the outbox, in order and one at a time, to the box's own JetStream stream with `Nats-Msg-Id` set to the
 * event's UUID, and marks each row sent once the stream acknowledged it. A failure leaves the row pending and is
 * retried with backoff; a resend after a crash between the acknowledgement and the mark is dropped by the stream's
 * duplicate window (and by headquarters' key). Every `heartbeatMs` a heartbeat goes out over core NATS.
 */
export function createRelay(options: RelayOptions): Relay {
  const { caja, outbox, logger } = options;
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const pollMs = options.pollMs ?? 500;
  const batchSize = options.batchSize ?? 100;
  const publishTimeoutMs = options.publishTimeoutMs ?? 5000;
  const retryMin = options.retryMinMs ?? 250;
  const retryMax = options.retryMaxMs ?? 10_000;
  const wallClock = options.wallClock ?? systemClock.now;
  const streamName = cajaStreamName(caja);
  const resendRecentMs = options.resendRecentMs ?? RESEND_RECENT_MS;
  let recentResent = false;

  let nc: NatsConnection | undefined;
  let js: JetStreamClient | undefined;
  let linked = false; // the client's connection to the local server
  let streamReady = false;
  let stopped = false;
  let lastError: string | null = null;
  let loop: Promise<void> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let wakeUp: (() => void) | undefined;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });

  const connection = async (): Promise<NatsConnection> => {
    if (nc && !nc.isClosed()) return nc;
    const c = await connect({ servers: options.natsUrl, name: `reloj-relay-${caja}`, reconnect: true, maxReconnectAttempts: -1, reconnectTimeWait: 500 });
    linked = true;
    streamReady = false;
    void (async () => {
      for await (const s of c.status()) {
        if (s.type === 'disconnect') linked = false;
        else if (s.type === 'reconnect') {
          linked = true;
          streamReady = false; // the server may have restarted with an empty store
        }
      }
    })();
    void c.closed().then(() => (linked = false));
    nc = c;
    js = jetstream(c);
    return c;
  };

  const publishPending = async (): Promise<number> => {
    const c = await connection();
    if (!streamReady) {
      await ensureLocalStream(await jetstreamManager(c), caja);
      streamReady = true;
    }
    if (!recentResent) {
      const since = new Date(wallClock().getTime() - resendRecentMs).toISOString();
      for (const row of outbox.sentSince(since, 10_000)) {
        if (stopped) return 0;
        await js!.publish(eventoSubject(caja, row.tipo), JSON.stringify(eventoEnvelope(caja, row)), { msgID: row.eventoId, timeout: publishTimeoutMs });
      }
      recentResent = true;
    }
    const rows = outbox.pending(batchSize);
    for (const row of rows) {
      if (stopped) break;
      const ack = await js!.publish(eventoSubject(caja, row.tipo), JSON.stringify(eventoEnvelope(caja, row)), {
        msgID: row.eventoId,
        timeout: publishTimeoutMs,
      });
      if (ack.stream !== streamName) throw new Error(`acknowledged by stream ${ack.stream}, expected ${streamName}`);
      outbox.markSent([row.secuencia], wallClock().toISOString());
    }
    return rows.length;
  };

  const run = async () => {
    let backoff = retryMin;
    while (!stopped) {
      try {
        const sent = await publishPending();
        lastError = null;
        backoff = retryMin;
        if (sent < batchSize) await wait(pollMs);
      } catch (error) {
        if (stopped) break;
        lastError = spanish(error);
        streamReady = false;
        logger.warn({ err: error instanceof Error ? error.message : String(error), retryMs: backoff }, 'relay: publish failed');
        await wait(backoff);
        backoff = Math.min(backoff * 2, retryMax);
      }
    }
  };

  const sendHeartbeat = () => {
    if (!nc || nc.isClosed() || !linked) return;
    const stats = outbox.stats();
    const latido: Latido = {
      caja,
      reloj: wallClock().toISOString(),
      relojSincronizado: outbox.clockSynchronised(),
      pendientes: stats.pendientes,
      ultimaSecuencia: stats.ultimaSecuencia,
      version: options.version,
    };
    try {
      nc.publish(`${latidoSubject(caja)}`, JSON.stringify(latido));
    } catch (error) {
      logger.debug({ err: String(error) }, 'relay: heartbeat not sent');
    }
  };

  return {
    start() {
      if (loop) return;
      loop = run();
      heartbeat = setInterval(sendHeartbeat, heartbeatMs);
    },
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      wakeUp?.();
      await loop;
      const c = nc;
      nc = undefined;
      if (c && !c.isClosed()) await c.close();
    },
    nudge() {
      wakeUp?.();
    },
    async status() {
      const stats = outbox.stats();
      const leaf = linked && options.monitorUrl ? await leafLinkUp(options.monitorUrl) : false;
      const error =
        lastError ??
        (!linked
          ? 'Sin conexión con el servidor NATS local de este equipo.'
          : !leaf
            ? 'Sin enlace con el corporativo: los eventos se guardan en este equipo y se enviarán al volver la conexión.'
            : null);
      return { conectado: linked && leaf, ...stats, relojSincronizado: outbox.clockSynchronised(), error };
    },
  };
}
