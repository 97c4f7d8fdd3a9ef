import { cajaStreamName, eventoSubject } from '@reloj/contract/eventos';
import { DiscardPolicy, JetStreamApiError, RetentionPolicy, StorageType, type JetStreamManager, type StreamConfig } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';

/** How long the box keeps events in its own stream: headquarters sources them long before, unless cut off for months. */
const KEEP_DAYS = 365;
/** A resend of the same event (same Nats-Msg-Id) within this window is dropped by the stream. */
export const DUPLICATE_WINDOW_MS = 2 * 3600_000;

export function localStreamConfig(caja: string): Partial<StreamConfig> & { name: string } {
  return {
    name: cajaStreamName(caja),
    // Events only: the heartbeat (reloj.<caja>.latido) is core NATS and must not be stored.
    subjects: [eventoSubject(caja, '>')],
    storage: StorageType.File,
    retention: RetentionPolicy.Limits,
    discard: DiscardPolicy.Old,
    max_age: nanos(KEEP_DAYS * 86_400_000),
    duplicate_window: nanos(DUPLICATE_WINDOW_MS),
    num_replicas: 1,
  };
}

/** Creates the box's stream, or puts back its subjects and windows if someone changed them. */
export async function ensureLocalStream(jsm: JetStreamManager, caja: string): Promise<void> {
  const wanted = localStreamConfig(caja);
  try {
    const info = await jsm.streams.info(wanted.name);
    const c = info.config;
    const same =
      JSON.stringify(c.subjects) === JSON.stringify(wanted.subjects) && c.duplicate_window === wanted.duplicate_window && c.max_age === wanted.max_age;
    if (!same) await jsm.streams.update(wanted.name, { ...c, ...wanted });
  } catch (error) {
    if (!isNotFound(error)) throw error;
    await jsm.streams.add(wanted);
  }
}

/** 10059: stream not found. */
const isNotFound = (error: unknown): boolean => error instanceof JetStreamApiError && error.code === 10059;
