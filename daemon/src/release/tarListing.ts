import { posix } from 'node:path';

/** One entry of a release bundle as its tar headers declare it (nothing is extracted to learn this). */
export type ListedEntry =
  { path: string; type: 'archivo'; bytes: number } | { path: string; type: 'carpeta' } | { path: string; type: 'enlace'; enlace: string };

export type ListingLimits = {
  /** The largest file of a release (onnxruntime's library is 45 MB on x64). */
  fileBytes: number;
  /** Everything unpacked together (a release is about 200 MB). */
  totalBytes: number;
  entries: number;
  manifestBytes: number;
  signatureBytes: number;
};

export const LISTING_LIMITS: ListingLimits = {
  fileBytes: 256 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  entries: 100_000,
  manifestBytes: 16 * 1024 * 1024,
  signatureBytes: 64 * 1024,
};

/** Thrown with the reason in Spanish; the caller turns it into a refusal of the bundle. */
export class ListingRefused extends Error {
  constructor(
    readonly kind: 'ilegible' | 'contenido',
    message: string,
  ) {
    super(message);
  }
}

const BLOCK = 512;
/** A pax record or a GNU long name larger than this is not something a release carries. */
const MAX_META_BYTES = 64 * 1024;
/** What may follow the end-of-archive blocks: tar's padding to its 10 KiB record, all zeros. */
const MAX_TRAILER_BYTES = 1024 * 1024;
const MB = (bytes: number) => Math.ceil(bytes / (1024 * 1024));

type Pending = { path?: string; linkpath?: string; size?: number; sparse?: true };
type Body = { left: number; padding: number; keep: Buffer[] | undefined; keepLeft: number; done: (data: Buffer) => void };

/**
 * A push parser of a tar stream (GNU and POSIX headers) that lists a release bundle without extracting anything and
 * refuses it at the first header it does not accept: anything but regular files, folders and links that stay inside
 * `programa/`; a path outside manifest.json, manifest.sig and programa/; a sparse file; a size over the limits (read
 * from the header, so a huge file is refused before a byte of it is decompressed). Keeps only manifest.json and
 * manifest.sig (bounded) and the list; the rest of the data is counted and dropped.
 */
export class TarLister {
  readonly entries = new Map<string, ListedEntry>();
  manifest: Buffer | undefined;
  signature: Buffer | undefined;
  ended = false;
  private header = Buffer.alloc(0);
  private body: Body | undefined;
  private pending: Pending = {};
  private total = 0;
  private trailer = 0;

  constructor(private readonly limits: ListingLimits = LISTING_LIMITS) {}

  feed(chunk: Buffer): void {
    let off = 0;
    while (off < chunk.length) {
      if (this.ended) {
        const rest = chunk.subarray(off);
        if (rest.some((b) => b !== 0)) throw damaged();
        this.trailer += rest.length;
        if (this.trailer > MAX_TRAILER_BYTES) throw damaged();
        return;
      }
      if (this.body) {
        off += this.eatBody(chunk.subarray(off));
        continue;
      }
      const take = Math.min(BLOCK - this.header.length, chunk.length - off);
      this.header = Buffer.concat([this.header, chunk.subarray(off, off + take)]);
      off += take;
      if (this.header.length === BLOCK) {
        const block = this.header;
        this.header = Buffer.alloc(0);
        this.onHeader(block);
      }
    }
  }

  /** At the end of the stream: a bundle cut short is refused. */
  finish(): void {
    if (!this.ended || this.body || this.header.length > 0) throw damaged();
  }

  private eatBody(data: Buffer): number {
    const body = this.body!;
    const n = Math.min(body.left + body.padding, data.length);
    const dataPart = Math.min(n, body.left);
    if (body.keep && body.keepLeft > 0) {
      const kept = data.subarray(0, Math.min(dataPart, body.keepLeft));
      body.keep.push(Buffer.from(kept));
      body.keepLeft -= kept.length;
    }
    body.left -= dataPart;
    body.padding -= n - dataPart;
    if (body.left === 0 && body.padding === 0) {
      this.body = undefined;
      body.done(body.keep ? Buffer.concat(body.keep) : Buffer.alloc(0));
    }
    return n;
  }

  /** Reads `size` bytes of data after the header, keeping them when `keep` is true, then calls `done`. */
  private expect(size: number, keep: boolean, done: (data: Buffer) => void = () => undefined): void {
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (size === 0) return done(Buffer.alloc(0));
    this.body = { left: size, padding, keep: keep ? [] : undefined, keepLeft: keep ? size : 0, done };
  }

  private onHeader(block: Buffer): void {
    if (block.every((b) => b === 0)) {
      this.ended = true;
      return;
    }
    if (checksum(block) !== octal(block.subarray(148, 156))) throw damaged();
    const type = String.fromCharCode(block[156]!);
    const declared = size(block.subarray(124, 136));
    if (type === 'x' || type === 'L' || type === 'K') {
      if (declared > MAX_META_BYTES) throw damaged();
      this.expect(declared, true, (data) => {
        if (type === 'x') this.pending = { ...this.pending, ...pax(data) };
        else if (type === 'L') this.pending.path = cString(data);
        else this.pending.linkpath = cString(data);
      });
      return;
    }
    const ustar = block.subarray(257, 263).toString('latin1') === 'ustar\0';
    const prefix = ustar ? cString(block.subarray(345, 500)) : '';
    const rawName = this.pending.path ?? (prefix ? `${prefix}/${cString(block.subarray(0, 100))}` : cString(block.subarray(0, 100)));
    const linkpath = this.pending.linkpath ?? cString(block.subarray(157, 257));
    const bytes = this.pending.size ?? declared;
    const sparse = this.pending.sparse === true || type === 'S';
    this.pending = {};
    const path = checkedPath(rawName);
    if (this.entries.has(path)) throw content(`El paquete trae ${path} dos veces: no se instala.`);
    if (this.entries.size >= this.limits.entries) throw content(`El paquete trae más de ${this.limits.entries} archivos: no se instala.`);
    const isManifest = path === 'manifest.json' || path === 'manifest.sig';
    if (isManifest && type !== '0' && type !== '\0') throw content('El manifiesto del paquete no es un archivo normal: no se instala.');
    if (!isManifest && path !== 'programa' && !path.startsWith('programa/'))
      throw content(`El paquete trae una ruta que no es del programa (${path}): no se instala.`);

    if (sparse) throw content(`El paquete trae ${path} como archivo disperso (sparse): no se instala.`);
    if (type === '0' || type === '\0') {
      if (path === 'programa') throw content('El paquete trae programa como archivo y no como carpeta: no se instala.');
      const cap = path === 'manifest.json' ? this.limits.manifestBytes : path === 'manifest.sig' ? this.limits.signatureBytes : this.limits.fileBytes;
      if (bytes > cap) throw content(`El archivo ${path} del paquete es demasiado grande (${MB(bytes)} MB; el máximo es ${MB(cap)} MB): no se instala.`);
      this.total += bytes;
      if (this.total > this.limits.totalBytes) throw content(`El paquete desempacado ocuparía más de ${MB(this.limits.totalBytes)} MB: no se instala.`);
      this.entries.set(path, { path, type: 'archivo', bytes });
      this.expect(bytes, isManifest, (data) => {
        if (path === 'manifest.json') this.manifest = data;
        if (path === 'manifest.sig') this.signature = data;
      });
    } else if (type === '5') {
      this.entries.set(path, { path, type: 'carpeta' });
      this.expect(bytes, false);
    } else if (type === '2') {
      const resolved = posix.normalize(posix.join(posix.dirname(path), linkpath));
      if (!linkpath || linkpath.startsWith('/') || !(resolved === 'programa' || resolved.startsWith('programa/')))
        throw content(`El enlace ${path} del paquete apunta fuera del programa (${linkpath}): no se instala.`);
      this.entries.set(path, { path, type: 'enlace', enlace: linkpath });
      this.expect(bytes, false);
    } else {
      throw content(`El paquete trae ${path}, que no es un archivo normal, una carpeta ni un enlace dentro del programa: no se instala.`);
    }
  }
}

const damaged = () => new ListingRefused('ilegible', 'El paquete está incompleto o dañado: no se instala.');
const content = (message: string) => new ListingRefused('contenido', message);

function checkedPath(raw: string): string {
  const path = raw.replace(/\/+$/, '');
  const segments = path.split('/');
  if (!path || raw.startsWith('/') || path.includes('\0') || segments.some((s) => s === '' || s === '.' || s === '..'))
    throw content(`El paquete trae una ruta que no es del programa (${JSON.stringify(raw)}): no se instala.`);
  return path;
}

const cString = (field: Buffer) => {
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
};

function octal(field: Buffer): number {
  const text = field
    .toString('latin1')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw damaged();
  return text ? parseInt(text, 8) : 0;
}

/** Octal, or GNU's base-256 for sizes of 8 GiB and more (first byte 0x80). */
function size(field: Buffer): number {
  if ((field[0]! & 0x80) === 0) return octal(field);
  let value = field[0]! & 0x7f;
  for (const byte of field.subarray(1)) {
    value = value * 256 + byte;
    if (value > Number.MAX_SAFE_INTEGER) return Number.MAX_SAFE_INTEGER;
  }
  return value;
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  return sum;
}

/** POSIX pax records ("<length> <key>=<value>\n"): the path, link and size they override; sparse files refused. */
function pax(data: Buffer): Pending {
  const out: Pending = {};
  let off = 0;
  while (off < data.length) {
    const space = data.indexOf(0x20, off);
    const length = space === -1 ? NaN : Number(data.subarray(off, space).toString('latin1'));
    if (!Number.isInteger(length) || length <= 0 || off + length > data.length) throw damaged();
    const record = data.subarray(space + 1, off + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    const key = record.slice(0, eq);
    const value = record.slice(eq + 1);
    if (key.startsWith('GNU.sparse')) out.sparse = true;
    else if (key === 'path') out.path = value;
    else if (key === 'linkpath') out.linkpath = value;
    else if (key === 'size') {
      if (!/^\d+$/.test(value)) throw damaged();
      out.size = Number(value);
    }
    off += length;
  }
  return out;
}
