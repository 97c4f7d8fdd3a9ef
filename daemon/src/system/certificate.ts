import { execFile } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { systemClock } from '../lib/clock.js';
import type { Logger } from '../logger.js';

const run = promisify(execFile);

/** 825 days: the longest validity Apple devices accept for a TLS server certificate. */
export const CERT_DAYS = 825;
/** A certificate with less left than this is replaced at start. */
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;
/** Names and addresses accumulated across address changes, at most this many. */
const MAX_NAMES = 24;

export const CERT_FILE = 'reloj-checador.crt';
export const KEY_FILE = 'reloj-checador.key';

export type BoxNames = { dns: string[]; ips: string[] };

export type TlsMaterial = {
  cert: string;
  key: string;
  certFile: string;
  /** SHA-256 fingerprint as browsers show it (AA:BB:...), for the administrator to compare. */
  fingerprint256: string;
  validTo: Date;
  names: BoxNames;
  /** Why a new certificate was made; undefined when the stored one was reused. */
  createdBecause?: string;
};

const HOSTNAME_RE = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The names a browser on the LAN may use for this box: its hostname, hostname.local (mDNS, as
 * Raspberry Pi OS announces it), localhost, and its IPv4 addresses. Global IPv6 addresses are left
 * out on purpose: temporary (privacy) addresses change daily and would make a new certificate each time.
 */
export function boxNames(host: string = hostname(), interfaces = networkInterfaces()): BoxNames {
  const dns = new Set<string>();
  const name = host.trim().toLowerCase();
  if (HOSTNAME_RE.test(name)) {
    dns.add(name);
    if (!name.includes('.')) dns.add(`${name}.local`);
  }
  dns.add('localhost');
  const ips = new Set<string>(['127.0.0.1', '::1']);
  for (const list of Object.values(interfaces)) {
    for (const address of list ?? []) {
      if (address.family === 'IPv4' && isIP(address.address) === 4) ips.add(address.address);
    }
  }
  return { dns: [...dns], ips: [...ips] };
}

/** True when the certificate is valid for every name and address in `names`. */
export function coversNames(cert: X509Certificate, names: BoxNames): boolean {
  return names.dns.every((n) => cert.checkHost(n, { subject: 'never' }) !== undefined) && names.ips.every((ip) => cert.checkIP(ip) !== undefined);
}

/** The DNS names and IP addresses a certificate lists in subjectAltName. */
export function certificateNames(cert: X509Certificate): BoxNames {
  const dns: string[] = [];
  const ips: string[] = [];
  for (const part of (cert.subjectAltName ?? '').split(', ')) {
    if (part.startsWith('DNS:')) dns.push(part.slice(4));
    else if (part.startsWith('IP Address:')) ips.push(part.slice(11));
  }
  return { dns, ips: ips.map(normalizeIp).filter((ip) => isIP(ip)) };
}

/** Node prints IPv6 SAN entries in full (0:0:0:0:0:0:0:1); keep the short form the interfaces use. */
function normalizeIp(ip: string): string {
  if (!ip.includes(':')) return ip;
  try {
    return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return ip;
  }
}

function union(current: BoxNames, previous: BoxNames): BoxNames {
  // Current names first, so that when the list is full the oldest addresses drop out.
  const dns = [...new Set([...current.dns, ...previous.dns])];
  const ips = [...new Set([...current.ips, ...previous.ips])];
  const ipRoom = Math.max(current.ips.length, MAX_NAMES - dns.length);
  return { dns, ips: ips.slice(0, ipRoom) };
}

function opensslConfig(commonName: string, names: BoxNames): string {
  const alt = [...names.dns.map((n, i) => `DNS.${i + 1} = ${n}`), ...names.ips.map((ip, i) => `IP.${i + 1} = ${ip}`)];
  return [
    '[req]',
    'distinguished_name = dn',
    'prompt = no',
    'x509_extensions = ext',
    '[dn]',
    `CN = ${commonName}`,
    'O = Reloj Checador',
    '[ext]',
    // A server certificate, not a CA: Firefox refuses a CA certificate used as a server's.
    'basicConstraints = critical, CA:FALSE',
    'keyUsage = critical, digitalSignature',
    'extendedKeyUsage = serverAuth',
    'subjectKeyIdentifier = hash',
    'subjectAltName = @alt',
    '[alt]',
    ...alt,
    '',
  ].join('\n');
}

/**
 * Makes a self-signed ECDSA P-256 certificate with the openssl command (Debian's `openssl`
 * package; Node's crypto makes keys but not certificates). Written to temporary files and renamed,
 * so a crash never leaves a certificate without its key.
 */
async function generate(dir: string, names: BoxNames, openssl: string): Promise<void> {
  const work = await mkdtemp(join(dir, '.nuevo-'));
  try {
    const config = join(work, 'openssl.cnf');
    const commonName = names.dns.find((n) => n !== 'localhost') ?? 'reloj-checador';
    await writeFile(config, opensslConfig(commonName, names), { mode: 0o600 });
    const key = join(work, KEY_FILE);
    const cert = join(work, CERT_FILE);
    // prettier-ignore
    await run(openssl, [
      'req', '-x509', '-new', '-config', config,
      '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes',
      '-sha256', '-days', String(CERT_DAYS), '-keyout', key, '-out', cert,
    ], { timeout: 30_000 });
    await chmod(key, 0o600);
    await rename(key, join(dir, KEY_FILE));
    await rename(cert, join(dir, CERT_FILE));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function readStored(dir: string): Promise<{ cert: string; key: string; x509: X509Certificate } | undefined> {
  const certFile = join(dir, CERT_FILE);
  const keyFile = join(dir, KEY_FILE);
  if (!existsSync(certFile) || !existsSync(keyFile)) return undefined;
  try {
    const [cert, key] = await Promise.all([readFile(certFile, 'utf8'), readFile(keyFile, 'utf8')]);
    const x509 = new X509Certificate(cert);
    if (!x509.checkPrivateKey(createPrivateKey(key))) return undefined;
    return { cert, key, x509 };
  } catch {
    return undefined;
  }
}

/**
 * The box's HTTPS certificate in `dir` (RELOJ_DATA_DIR/tls): the stored one while it is valid for
 * 30 more days and covers the box's current names; otherwise a new self-signed one, listing the
 * current names plus those of the previous certificate (so that an address that comes and goes does
 * not make a new certificate at every start). Each new certificate must be trusted again in browsers.
 */
export async function ensureCertificate(options: { dir: string; names?: BoxNames; now?: Date; openssl?: string; logger?: Logger }): Promise<TlsMaterial> {
  const { dir } = options;
  const names = options.names ?? boxNames();
  const now = options.now ?? systemClock.now();
  await mkdir(dir, { recursive: true, mode: 0o700 });

  const stored = await readStored(dir);
  let reason: string | undefined;
  if (!stored) reason = 'no certificate yet';
  else if (new Date(stored.x509.validTo).getTime() - now.getTime() < RENEW_BEFORE_MS) reason = 'certificate expires soon';
  else if (!coversNames(stored.x509, names)) reason = 'names or addresses changed';

  if (reason) {
    const wanted = stored ? union(names, certificateNames(stored.x509)) : names;
    await generate(dir, wanted, options.openssl ?? 'openssl');
  }
  const current = reason ? await readStored(dir) : stored;
  if (!current) throw new Error(`openssl did not produce a usable certificate in ${dir}`);
  const material: TlsMaterial = {
    cert: current.cert,
    key: current.key,
    certFile: join(dir, CERT_FILE),
    fingerprint256: current.x509.fingerprint256,
    validTo: new Date(current.x509.validTo),
    names: certificateNames(current.x509),
    createdBecause: reason,
  };
  if (reason)
    options.logger?.info(
      { reason, fingerprint256: material.fingerprint256, names: material.names, validTo: material.validTo.toISOString() },
      'new self-signed HTTPS certificate',
    );
  return material;
}

/** Every DNS name and address of a certificate, as one list (the Host check answers to them). */
export function namesOf(material: Pick<TlsMaterial, 'cert'>): string[] {
  const names = certificateNames(new X509Certificate(material.cert));
  return [...names.dns, ...names.ips];
}
