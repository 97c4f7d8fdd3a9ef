import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt with N=2^15, r=8, p=1: about 32 MiB and tens of milliseconds per hash on the box. */
export const PARAMS: HashParams = { N: 2 ** 15, r: 8, p: 1 };
export type HashParams = { N: number; r: number; p: number };

/**
 * The box's parameters; under Vitest only, RELOJ_SCRYPT_N_PRUEBAS (a power of two from 2^10) lowers N, as the test
 * suites set it (vitest.sources.ts): a running box never reads it.
 */
export function defaultParams(env: NodeJS.ProcessEnv = process.env): HashParams {
  const n = env.VITEST ? Number(env.RELOJ_SCRYPT_N_PRUEBAS) : Number.NaN;
  return Number.isInteger(n) && n >= 2 ** 10 && n <= PARAMS.N && (n & (n - 1)) === 0 ? { ...PARAMS, N: n } : PARAMS;
}
const KEY_LENGTH = 64;

const scryptAsync = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scrypt(password.normalize('NFC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))));

const maxmemFor = (N: number, r: number) => 128 * N * r * 2;

/** Format: scrypt$N$r$p$salt$hash (base64); verifying reads the parameters from the hash. */
export async function hashPassword(password: string, params: HashParams = defaultParams()): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...params, maxmem: maxmemFor(params.N, params.r) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !hashB64) return false;
  const N = Number(n);
  const R = Number(r);
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, { N, r: R, p: Number(p), maxmem: maxmemFor(N, R) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the user does not exist, so a wrong user costs as much time as a wrong password. */
export const decoyHash = hashPassword(randomBytes(16).toString('hex'));
