/**
 * The kiosk's device fingerprint: the credential it sends to /api/devices/verify and on every
 * check-in. A 256-bit random secret made once and kept in localStorage (so it survives reloads and
 * browser restarts and cannot be guessed), hashed together with a few browser traits, as SHA-256 hex.
 *
 * The traits are chosen to stay put: the user agent without version numbers (a Chromium update must
 * not turn an approved kiosk back into a pending one), the screen size ignoring orientation, the
 * language and the time zone.
 */
import { randomHex, toHex } from './randomHex';
import { sha256Hex } from './sha256';

export const DEVICE_SECRET_KEY = 'reloj-checador.kiosk.device-secret';
const SECRET_PATTERN = /^[0-9a-f]{64}$/;

/** Used only when localStorage is unusable (e.g. blocked storage): stable until the page is reloaded. */
let memorySecret: string | undefined;

function deviceSecret(): string {
  try {
    const stored = window.localStorage.getItem(DEVICE_SECRET_KEY);
    if (stored && SECRET_PATTERN.test(stored)) return stored;
    const fresh = randomHex(32);
    window.localStorage.setItem(DEVICE_SECRET_KEY, fresh);
    return fresh;
  } catch {
    memorySecret ??= randomHex(32);
    return memorySecret;
  }
}

export function browserTraits(): string {
  const userAgent = navigator.userAgent.replace(/\d+(?:[._]\d+)*/g, '#');
  const { width = 0, height = 0 } = window.screen ?? {};
  const screenSize = `${Math.max(width, height)}x${Math.min(width, height)}`;
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [userAgent, screenSize, navigator.language, timeZone].join('|');
}

/** 64 lowercase hex characters; the same on every call in this browser profile. */
export async function deviceFingerprint(): Promise<string> {
  const input = `${deviceSecret()}|${browserTraits()}`;
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    try {
      const digest = await subtle.digest('SHA-256', new TextEncoder().encode(input));
      return toHex(new Uint8Array(digest));
    } catch {
      // fall through to the JavaScript digest
    }
  }
  return sha256Hex(input);
}
