import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { anuncioSubject, anuncioVersionSchema, HQ_DOMAIN, respuestasPrefix, type AnuncioVersion } from '@reloj/contract/eventos';
import type { OutboxRepository } from '../db/repositories/outbox.js';
import { systemClock } from '../lib/clock.js';
import type { Logger } from '../logger.js';
import { assertNewer, readSignedManifest, ReleaseRefused } from '../release/bundle.js';
import { loadTrustedKeys } from '../release/keys.js';
import { requestInstall, updateInProgress } from '../release/pendingInstall.js';
import { readUpdateStatus, updatesDir, writeUpdateStatus } from '../release/updateStatus.js';
import { idleReason } from './idle.js';
import { readObject } from './objectRead.js';

/** Where a release from headquarters is read to (one at a time: `busy`), before requestInstall renames it. */
export const ANNOUNCED_BUNDLE = 'corporativo.tar.zst';

export type ReleaseReceiverOptions = {
  caja: string;
  /** The box's own nats-server (its leaf node reaches headquarters). */
  natsUrl: string;
  dataDir: string;
  trustedKeysDir: string;
  installedVersion: string;
  arch: string;
  /** The punches are read from the outbox: every punch is an event there, kept 30 days after it was sent. */
  outbox: Pick<OutboxRepository, 'pending' | 'sentSince'>;
  quietMs: number;
  shiftMarginMin: number;
  /** The employees' shift starts and the box's time zone; without them only the punches count. */
  horario?: { horasEntrada: () => string[]; timeZone: string };
  logger: Logger;
  /** How often a box that is not idle looks again. */
  retryMs?: number;
  now?: () => Date;
};

/**
 * Releases from headquarters (issue 32 item 3c): listens to `versiones.<caja>.anuncio` through the leaf node; for a
 * version newer than the running one and not already handled, waits until the box is idle, reads the bundle from the
 * hub's object store into RELOJ_DATA_DIR/actualizaciones/ and hands it to the root updater (requestInstall, which
 * checks the signature with this box's keys). A refused bundle is written to estado.json as 'rechazada' with the
 * reason, which the audit log and headquarters then see like any other outcome. Headquarters announces again until
 * it hears back, so a box that was offline or failed to read the object simply takes the next announcement.
 */
export function createReleaseReceiver(o: ReleaseReceiverOptions) {
  const now = o.now ?? systemClock.now;
  const retryMs = o.retryMs ?? 15_000;
  let nc: NatsConnection | undefined;
  let busy = false;
  let stopped = false;
  let wake: (() => void) | undefined;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const lastPunch = (): Date | null => {
    const since = new Date(now().getTime() - o.quietMs).toISOString();
    const rows = [...o.outbox.pending(10_000), ...o.outbox.sentSince(since, 10_000)].filter((r) => r.tipo === 'checada.registrada');
    const newest = rows.reduce<string | null>((max, r) => (max === null || r.creadoEn > max ? r.creadoEn : max), null);
    return newest ? new Date(newest) : null;
  };

  const notIdle = (): string | null =>
    idleReason(now(), {
      lastPunch: lastPunch(),
      quietMs: o.quietMs,
      shiftStarts: o.horario?.horasEntrada() ?? [],
      marginMin: o.horario ? o.shiftMarginMin : 0,
      timeZone: o.horario?.timeZone ?? 'UTC',
    });

  /** Already running it, already handled (in progress or finished), or another update is under way. */
  const alreadyHandled = (a: AnuncioVersion): boolean =>
    a.version === o.installedVersion || readUpdateStatus(o.dataDir)?.version === a.version || updateInProgress(o.dataDir, now());

  const install = async (a: AnuncioVersion, c: NatsConnection) => {
    const dir = updatesDir(o.dataDir);
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // A fixed name: the announcement's `objeto` names the object at headquarters, never a path here (issue 39).
    const file = join(dir, ANNOUNCED_BUNDLE);
    try {
      const jsm = await jetstreamManager(c, { domain: HQ_DOMAIN, checkAPI: false, timeout: 10_000 });
      await readObject(jsm, a.objeto, file, a);
      const check = { installedVersion: o.installedVersion, arch: o.arch, trusted: loadTrustedKeys(o.trustedKeysDir) };
      assertNewer((await readSignedManifest(file, check)).manifest, o.installedVersion);
      await requestInstall(o.dataDir, file, { ...check, now: now() });
      o.logger.info({ version: a.version, despliegue: a.despliegue }, 'release from headquarters handed to the updater');
    } catch (error) {
      await rm(file, { force: true });
      if (!(error instanceof ReleaseRefused)) throw error;
      const fecha = now().toISOString();
      writeUpdateStatus(o.dataDir, {
        estado: 'rechazada',
        version: a.version,
        anterior: o.installedVersion,
        paso: 'El paquete enviado por el corporativo no se instaló.',
        motivo: error.message,
        inicio: fecha,
        fecha,
      });
      o.logger.warn({ version: a.version, motivo: error.message }, 'release from headquarters refused');
    }
  };

  const handle = async (a: AnuncioVersion, c: NatsConnection) => {
    if (busy || alreadyHandled(a)) return;
    busy = true;
    try {
      for (let reason = notIdle(); reason && !stopped; reason = notIdle()) {
        o.logger.info({ version: a.version, reason }, 'release from headquarters waits until the box is idle');
        await sleep(retryMs);
      }
      if (!stopped && !alreadyHandled(a)) await install(a, c);
    } catch (error) {
      o.logger.warn(
        { version: a.version, err: error instanceof Error ? error.message : String(error) },
        'release from headquarters not fetched; next announcement retries',
      );
    } finally {
      busy = false;
    }
  };

  return {
    async start(): Promise<void> {
      // The inbox prefix is the only reply subject the hub may send this box (hq/src/hub/permissions.ts).
      const c = await connect({
        servers: o.natsUrl,
        name: `reloj-versiones-${o.caja}`,
        inboxPrefix: respuestasPrefix(o.caja),
        reconnect: true,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1000,
        waitOnFirstConnect: true,
      });
      nc = c;
      c.subscribe(anuncioSubject(o.caja), {
        callback: (error, msg) => {
          if (error) return;
          const parsed = anuncioVersionSchema.safeParse(
            (() => {
              try {
                return msg.json();
              } catch {
                return undefined;
              }
            })(),
          );
          if (!parsed.success) {
            o.logger.warn({ subject: msg.subject }, 'release announcement unreadable');
            return;
          }
          void handle(parsed.data, c);
        },
      });
    },
    async stop(): Promise<void> {
      stopped = true;
      wake?.();
      await nc?.close();
    },
  };
}
