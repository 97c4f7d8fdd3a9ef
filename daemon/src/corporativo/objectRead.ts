import { createHash } from 'node:crypto';
import { open, rm } from 'node:fs/promises';
import type { JetStreamManager, MsgRequest } from '@nats-io/jetstream';
import { VERSIONES_BUCKET } from '@reloj/contract/eventos';

type ObjectMeta = { name: string; nuid: string; size: number; chunks: number; digest: string; deleted?: boolean };

/**
 * Reads one object of headquarters' releases bucket (a NATS object store, hq/src/versiones/objectStore.ts) into
 * `file` with plain "get message" requests through the leaf node: the metadata by its subject, then each chunk as the
 * next message on the object's chunk subject. No consumer is created at the hub, so the box's leaf connection needs
 * only $JS.hq.API.STREAM.MSG.GET.OBJ_<bucket> (hq/src/hub/permissions.ts). The size and SHA-256 are checked against
 * what headquarters announced; on any difference the file is removed.
 */
export async function readObject(
  jsm: JetStreamManager,
  name: string,
  file: string,
  expected: { sha256: string; bytes: number },
  bucket = VERSIONES_BUCKET,
): Promise<void> {
  const stream = `OBJ_${bucket}`;
  const metaMsg = await jsm.streams.getMessage(stream, { last_by_subj: `$O.${bucket}.M.${Buffer.from(name).toString('base64url')}` });
  const meta = metaMsg?.json<ObjectMeta>();
  if (!meta || meta.deleted) throw new Error(`the object ${name} is not in ${bucket}`);
  if (meta.size !== expected.bytes) throw new Error(`the object ${name} has ${meta.size} bytes, ${expected.bytes} announced`);
  const chunkSubject = `$O.${bucket}.C.${meta.nuid}`;
  const hash = createHash('sha256');
  const out = await open(file, 'w', 0o600);
  let ok = false;
  try {
    let seq = 1;
    let size = 0;
    for (let i = 0; i < meta.chunks; i++) {
      const msg = await jsm.streams.getMessage(
        stream, // nats.js types next_by_subj for direct gets only; nats-server 2.9 takes it in STREAM.MSG.GET too.
        { seq, next_by_subj: chunkSubject } as unknown as MsgRequest,
      );
      if (!msg) throw new Error(`chunk ${i + 1} of ${meta.chunks} of ${name} is missing`);
      hash.update(msg.data);
      await out.write(msg.data);
      size += msg.data.length;
      seq = msg.seq + 1;
    }
    const sha256 = hash.digest('hex');
    if (size !== expected.bytes || sha256 !== expected.sha256) throw new Error(`the object ${name} read does not match what was announced`);
    ok = true;
  } finally {
    await out.close();
    if (!ok) await rm(file, { force: true });
  }
}
