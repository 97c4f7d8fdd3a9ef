import { inflateRawSync } from 'node:zlib';

/**
 * The files inside a ZIP archive (an .xlsx workbook is one), by name, read from its central directory: stored or
 * deflated entries only, which is what spreadsheet writers produce. For tests that look at a workbook's raw XML.
 */
export function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive');
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = zip.readUInt16LE(end + 10); i > 0; i--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    if (method !== 0 && method !== 8) throw new Error(`${name}: compression method ${method} is not read here`);
    entries.set(name, method === 8 ? inflateRawSync(data) : data);
  }
  return entries;
}
