import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { payloadTooLarge } from '../errors.js';

/** Streams an upload to `file` (0600); past `maxBytes` it stops with the Spanish 413. Answers the bytes written. */
export async function uploadToFile(body: Readable, file: string, maxBytes: number): Promise<number> {
  let bytes = 0;
  await pipeline(
    body,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        bytes += chunk.length;
        if (bytes > maxBytes) throw payloadTooLarge();
        yield chunk;
      }
    },
    createWriteStream(file, { mode: 0o600 }),
  );
  return bytes;
}
