/**
 * The kiosk's device fingerprint: the credential it sends to /api/devices/verify and on every
 * check-in. A 256-bit random secret made once and kept in localStorage (so it survives reloads and
 * browser restarts and cannot be guessed), hashed together with a few browser traits, as SHA-256 hex
 * (Web Crypto). The daemon stores only the SHA-256 of what it receives.
 *
 * The traits are chosen to stay put: the user agent without version numbers (a Chromium update must
 * not turn an approved kiosk back into a pending one), the screen size ignoring orientation, the
 * language and the time zone.
 *
 * Web Crypto exists on every page where a kiosk can take photos: browsers open a webcam, and offer
 * crypto.subtle, only in a secure context: http://localhost on the box, and https:// from the LAN (the daemon
 * redirects plain-http pages there). On a page without it (plain http from the LAN, with no camera either) the
 * random secret itself is the credential: as unguessable, just not tied to the browser's traits.
 *
 * The box's own kiosk starts Chromium with a wiped profile every time, so its secret cannot live in
 * localStorage alone: deploy/kiosk-chromium.sh keeps it in a file and opens
 * `http://localhost:3001/kiosk#dispositivo=<secret>`. The page adopts it (a fragment never reaches the
 * server, its logs or a Referer) and takes it out of the address bar. Only a page opened from the box
 * itself adopts one, so a link cannot plant a known secret on a LAN tablet. Such a page tells the daemon it is the
 * box's own screen (`pantallaDelEquipo`), which the daemon may approve by itself (loopback connections only).
 */
import { randomHex, toHex } from './randomHex';

export const DEVICE_SECRET_KEY = 'reloj-checador.kiosk.device-secret';
/** Set once the box's kiosk launcher handed its secret over: this profile is the box's own screen. */
export const OWN_SCREEN_KEY = 'reloj-checador.kiosk.pantalla-del-equipo';
const SECRET_PATTERN = /^[0-9a-f]{64}$/;
const FRAGMENT_KEY = 'dispositivo';
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Used only when localStorage is unusable (e.g. blocked storage): stable until the page is reloaded. */
let memorySecret: string | undefined;
let memoryOwnScreen = false;

/** The secret handed over in the address (`#dispositivo=<64 hex>`) by the box's kiosk script, removed from the address bar. */
function secretFromAddress(): string | undefined {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const offered = fragment.get(FRAGMENT_KEY);
  if (offered === null) return undefined;
  fragment.delete(FRAGMENT_KEY);
  const rest = fragment.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${rest ? `#${rest}` : ''}`);
  const secret = offered.toLowerCase();
  return LOOPBACK_HOSTS.has(window.location.hostname) && SECRET_PATTERN.test(secret) ? secret : undefined;
}

function deviceSecret(): string {
  const handedOver = secretFromAddress();
  if (handedOver) {
    memorySecret = handedOver;
    memoryOwnScreen = true;
  }
  try {
    if (handedOver) {
      window.localStorage.setItem(DEVICE_SECRET_KEY, handedOver);
      window.localStorage.setItem(OWN_SCREEN_KEY, '1');
    }
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

/** True when the box's kiosk launcher opened this profile (its secret came in the address, on the box itself). */
export function isOwnScreen(): boolean {
  try {
    return window.localStorage.getItem(OWN_SCREEN_KEY) === '1';
  } catch {
    return memoryOwnScreen; // storage unusable: what this page itself was handed
  }
}

/** 64 lowercase hex characters; the same on every call in this browser profile. */
export async function deviceFingerprint(): Promise<string> {
  const secret = deviceSecret();
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return secret;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(`${secret}|${browserTraits()}`));
  return toHex(new Uint8Array(digest));
}
