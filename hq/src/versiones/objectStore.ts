import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { DiscardPolicy, JetStreamApiError, StorageType, type JetStreamClient, type JetStreamManager } from '@nats-io/jetstream';
import { headers, nuid } from '@nats-io/transport-node';
import { VERSIONES_BUCKET } from '@reloj/contract/eventos';
import { systemNow } from '../clock.js';

/**
 * The releases' bucket, laid out as a NATS object store (stream OBJ_<bucket>: chunks under $O.<bucket>.C.<nuid>, one
 * metadata message per object under $O.<bucket>.M.<name in base64url>), so `nats object` can list and read it. Written
 * here without the object-store client package: the boxes read it with plain "get message" requests (objectRead.ts in
 * the daemon), the only JetStream call their leaf connection is allowed to make.
 */
export const objectStream = (bucket = VERSIONES_BUCKET) => `OBJ_${bucket}`;
export const metaSubject = (name: string, bucket = VERSIONES_BUCKET) => `$O.${bucket}.M.${Buffer.from(name).toString('base64url')}`;
export const chunkSubject = (id: string, bucket = VERSIONES_BUCKET) => `$O.${bucket}.C.${id}`;
export const CHUNK_BYTES = 128 * 1024;

export type ObjectMeta = { name: string; bucket: string; nuid: string; size: number; chunks: number; digest: string; mtime: string; deleted?: boolean };

export async function ensureBucket(jsm: JetStreamManager, bucket = VERSIONES_BUCKET): Promise<void> {
  try {
    await jsm.streams.info(objectStream(bucket));
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === 10059)) throw error;
    await jsm.streams.add({
      name: objectStream(bucket),
      subjects: [`$O.${bucket}.C.>`, `$O.${bucket}.M.>`],
      storage: StorageType.File,
      discard: DiscardPolicy.New,
      allow_rollup_hdrs: true,
      allow_direct: true,
      num_replicas: 1,
    });
  }
}

/** The object's metadata, or undefined when there is none (or it was deleted). */
export async function objectInfo(jsm: JetStreamManager, name: string, bucket = VERSIONES_BUCKET): Promise<ObjectMeta | undefined> {
  try {
    const msg = await jsm.streams.getMessage(objectStream(bucket), { last_by_subj: metaSubject(name, bucket) });
    const meta = msg?.json<ObjectMeta>();
    return meta && !meta.deleted ? meta : undefined;
  } catch (error) {
    if (error instanceof JetStreamApiError && (error.code === 10037 || error.code === 10059)) return undefined;
    throw error;
  }
}

/**
 * Stores `file` as `name` (chunks first, then the metadata that points at them). The same bytes already stored under
 * that name are kept as they are; different ones replace them and the old chunks are purged.
 */
export async function putFile(
  js: JetStreamClient,
  jsm: JetStreamManager,
  name: string,
  file: string,
  bucket = VERSIONES_BUCKET,
): Promise<{ meta: ObjectMeta; sha256: string; nueva: boolean }> {
  await ensureBucket(jsm, bucket);
  const hash = createHash('sha256');
  const id = nuid.next();
  const handle = await open(file, 'r');
  let size = 0;
  let chunks = 0;
  try {
    const buffer = Buffer.alloc(CHUNK_BYTES);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      await js.publish(chunkSubject(id, bucket), Uint8Array.from(chunk));
      size += bytesRead;
      chunks++;
    }
  } finally {
    await handle.close();
  }
  const digest = hash.digest();
  const sha256 = digest.toString('hex');
  const previous = await objectInfo(jsm, name, bucket);
  if (previous && previous.digest === `SHA-256=${digest.toString('base64url')}`) {
    await jsm.streams.purge(objectStream(bucket), { filter: chunkSubject(id, bucket) });
    return { meta: previous, sha256, nueva: false };
  }
  const meta: ObjectMeta = { name, bucket, nuid: id, size, chunks, digest: `SHA-256=${digest.toString('base64url')}`, mtime: systemNow().toISOString() };
  const h = headers();
  h.set('Nats-Rollup', 'sub');
  await js.publish(metaSubject(name, bucket), JSON.stringify(meta), { headers: h });
  if (previous) await jsm.streams.purge(objectStream(bucket), { filter: chunkSubject(previous.nuid, bucket) });
  return { meta, sha256, nueva: true };
}
