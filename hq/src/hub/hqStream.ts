import { cajaDomain, cajaStreamName, eventoSubject, HQ_STREAM } from '@reloj/contract/eventos';
import { JetStreamApiError, RetentionPolicy, StorageType, type JetStreamManager, type StreamConfig, type StreamSource } from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { deliverPrefix } from './permissions.js';

/**
 * One box's stream as a source of headquarters' stream: reached through its JetStream domain over the leaf node,
 * delivered under the box's own prefix, and filtered to the box's own event subjects, so that a box that
 * reconfigured its stream to capture another box's subjects still contributes only its own.
 */
export function cajaSource(caja: string): StreamSource {
  return {
    name: cajaStreamName(caja),
    external: { api: `$JS.${cajaDomain(caja)}.API`, deliver: deliverPrefix(caja) },
    filter_subject: eventoSubject(caja, '>'),
  };
}

/** A resend with the same Nats-Msg-Id within this window is dropped (PostgreSQL's key covers the rest). */
const DUPLICATE_WINDOW_MS = 2 * 3600_000;

/** RELOJ_CORPORATIVO's configuration, or undefined if the stream does not exist yet. */
export async function hqStreamConfig(jsm: JetStreamManager): Promise<StreamConfig | undefined> {
  try {
    return (await jsm.streams.info(HQ_STREAM)).config;
  } catch (error) {
    if (error instanceof JetStreamApiError && error.code === 10059) return undefined;
    throw error;
  }
}

/** Creates RELOJ_CORPORATIVO sourcing every box in `cajas`, or updates its sources to exactly these boxes. */
export async function ensureHqStream(jsm: JetStreamManager, cajas: readonly string[]): Promise<void> {
  const sources = [...new Set(cajas)].sort().map(cajaSource);
  const existing = await hqStreamConfig(jsm);
  if (!existing) {
    await jsm.streams.add({
      name: HQ_STREAM,
      storage: StorageType.File,
      retention: RetentionPolicy.Limits,
      duplicate_window: nanos(DUPLICATE_WINDOW_MS),
      num_replicas: 1,
      sources,
    });
    return;
  }
  const key = (list: readonly StreamSource[]) => JSON.stringify(list.map((s) => [s.name, s.external?.api, s.external?.deliver, s.filter_subject]));
  if (key(existing.sources ?? []) === key(sources)) return;
  await jsm.streams.update(HQ_STREAM, { ...existing, sources });
}
