import type { CorporativoEstado } from '@reloj/contract/eventos';
import type { Repositories } from '../db/repositories/index.js';
import { systemClock } from '../lib/clock.js';
import type { Logger } from '../logger.js';
import { version } from '../version.js';
import { dirname } from 'node:path';
import { TRUSTED_KEYS_DIR } from '../release/keys.js';
import type { createReleaseReceiver, ReleaseReceiverOptions } from './releaseReceiver.js';
import type { Relay, RelayOptions } from './relay.js';
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
  /** Releases from headquarters: RELOJ_DATA_DIR (default: the folder holding the leaf node's) and the trusted keys. */
  dataDir?: string;
  trustedKeysDir?: string;
  /** The employees' shift starts and the box's time zone, to keep updates away from them. */
  horario?: ReleaseReceiverOptions['horario'];
};

/**
 * The box's link to headquarters (issue 17): its leaf nats-server (supervised) and the relay that publishes the
 * outbox to it. main.ts calls start() after the HTTP server listens and stop() at shutdown, before the database closes.
 */
export function createCorporativoService(deps: CorporativoDeps) {
  const { hq, outbox, logger } = deps;
  let leaf: LeafSupervisor | undefined;
  let relay: Relay | undefined;
  let releases: ReturnType<typeof createReleaseReceiver> | undefined;
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
      // NATS's client is loaded only on a box with a headquarters (a fifth of the daemon's start otherwise; issue 46).
      const [{ createRelay }, { createReleaseReceiver }] = await Promise.all([import('./relay.js'), import('./releaseReceiver.js')]);
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
      releases = createReleaseReceiver({
        caja: hq.caja,
        natsUrl: `nats://127.0.0.1:${hq.natsPort}`,
        dataDir: deps.dataDir ?? dirname(hq.natsDir),
        trustedKeysDir: deps.trustedKeysDir ?? TRUSTED_KEYS_DIR,
        installedVersion: version,
        arch: process.arch,
        outbox,
        quietMs: hq.quietMs ?? 60_000,
        shiftMarginMin: hq.shiftMarginMin ?? 10,
        ...(deps.horario ? { horario: deps.horario } : {}),
        logger,
      });
      // Connects in the background: the local nats-server may still be starting.
      releases.start().catch((error: unknown) => logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'release receiver not started'));
      prune();
      pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
      pruneTimer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(pruneTimer);
      await releases?.stop();
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
