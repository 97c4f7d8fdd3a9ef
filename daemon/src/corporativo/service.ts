import type { CorporativoEstado } from '@reloj/contract/eventos';
import type { Repositories } from '../db/repositories/index.js';
import { systemClock } from '../lib/clock.js';
import type { Logger } from '../logger.js';
import { version } from '../version.js';
import { createRelay, type Relay, type RelayOptions } from './relay.js';
import type { HqConfig } from './settings.js';
import { superviseLeaf, type LeafSupervisor } from './supervisor.js';

/** Sent events stay in the outbox this long (a technician can still see them), then are pruned. */
export const KEEP_SENT_DAYS = 30;
const PRUNE_EVERY_MS = 6 * 3600_000;

export type CorporativoDeps = Pick<Repositories, 'outbox'> & {
  /** undefined: no headquarters; nothing is started and the panel hides the card. */
  hq: HqConfig | undefined;
  logger: Logger;
  /** Tests: shorter heartbeats and polls. */
  relay?: Pick<RelayOptions, 'heartbeatMs' | 'pollMs' | 'retryMinMs' | 'retryMaxMs'>;
};

/**
 * The box's link to headquarters (issue 17): its leaf nats-server (supervised) and the relay that publishes the
 * outbox to it. main.ts calls start() after the HTTP server listens and stop() at shutdown, before the database closes.
 */
export function createCorporativoService(deps: CorporativoDeps) {
  const { hq, outbox, logger } = deps;
  let leaf: LeafSupervisor | undefined;
  let relay: Relay | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;

  // The relay marks events sent by the box's real clock (relay.ts wallClock), never a test's: compare with the same.
  const prune = () => {
    const before = new Date(systemClock.now().getTime() - KEEP_SENT_DAYS * 86_400_000).toISOString();
    const pruned = outbox.pruneSent(before);
    if (pruned > 0) logger.info({ pruned }, 'outbox: sent events pruned');
  };

  return {
    /** Starts the leaf node and the relay; resolves once the leaf node was first tried (never throws). */
    async start(): Promise<void> {
      if (!hq || leaf) return;
      leaf = superviseLeaf({ hq, logger });
      relay = createRelay({
        caja: hq.caja,
        natsUrl: `nats://127.0.0.1:${hq.natsPort}`,
        monitorUrl: `http://127.0.0.1:${hq.monitorPort}`,
        outbox,
        logger,
        version,
        ...deps.relay,
      });
      await leaf.start();
      relay.start();
      prune();
      pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
      pruneTimer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(pruneTimer);
      await relay?.stop();
      await leaf?.stop();
    },
    /** New events were written: publish them now rather than at the next poll. */
    nudge(): void {
      relay?.nudge();
    },
    /** GET /api/corporativo. */
    async estado(): Promise<CorporativoEstado> {
      if (!hq || !relay) {
        const stats = outbox.stats();
        return {
          configurado: Boolean(hq),
          caja: hq?.caja ?? null,
          conectado: false,
          ...stats,
          relojSincronizado: outbox.clockSynchronised(),
          error: hq ? 'El enlace con el corporativo no se ha iniciado.' : null,
        };
      }
      const status = await relay.status();
      return { configurado: true, caja: hq.caja, ...status, error: leaf?.lastError() ?? status.error };
    },
  };
}

export type CorporativoService = ReturnType<typeof createCorporativoService>;
