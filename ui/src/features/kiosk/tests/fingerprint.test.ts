import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTraits, DEVICE_SECRET_KEY, deviceFingerprint, isOwnScreen } from '../lib/fingerprint';

describe('deviceFingerprint', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('is 64 hex characters (a valid daemon fingerprint) and the same on every call', async () => {
    const first = await deviceFingerprint();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await deviceFingerprint()).toBe(first);
  });

  it('comes from a 256-bit random secret kept in localStorage (survives a reload, cannot be guessed)', async () => {
    const first = await deviceFingerprint();
    const secret = window.localStorage.getItem(DEVICE_SECRET_KEY);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(first).toBe(createHash('sha256').update(`${secret}|${browserTraits()}`).digest('hex'));

    window.localStorage.clear(); // another browser profile: another device
    const other = await deviceFingerprint();
    expect(other).not.toBe(first);
    expect(window.localStorage.getItem(DEVICE_SECRET_KEY)).not.toBe(secret);
  });

  it('replaces a damaged stored secret', async () => {
    window.localStorage.setItem(DEVICE_SECRET_KEY, 'no-hex');
    expect(await deviceFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(window.localStorage.getItem(DEVICE_SECRET_KEY)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the fingerprint of a kiosk approved before (SHA-256 of the secret and the traits, hex)', async () => {
    const approvedSecret = 'd4'.repeat(32);
    window.localStorage.setItem(DEVICE_SECRET_KEY, approvedSecret);
    expect(await deviceFingerprint()).toBe(createHash('sha256').update(`${approvedSecret}|${browserTraits()}`).digest('hex'));
  });

  it('without crypto.subtle (a plain-http page from the LAN, which has no camera either) sends the random secret itself', async () => {
    vi.spyOn(globalThis.crypto, 'subtle', 'get').mockReturnValue(undefined as unknown as SubtleCrypto);
    expect(globalThis.crypto.subtle).toBeUndefined();
    const first = await deviceFingerprint();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).toBe(window.localStorage.getItem(DEVICE_SECRET_KEY));
    expect(await deviceFingerprint()).toBe(first);
  });

  it('does not change when the browser is updated (version numbers are left out of the traits)', () => {
    const ua = vi.spyOn(window.navigator, 'userAgent', 'get');
    ua.mockReturnValue('Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.7339.80 Safari/537.36');
    const before = browserTraits();
    ua.mockReturnValue('Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.7444.59 Safari/537.36');
    expect(browserTraits()).toBe(before);
    ua.mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0');
    expect(browserTraits()).not.toBe(before);
  });
});

describe("the box's kiosk secret handed over in the address (#dispositivo=…)", () => {
  const boxSecret = 'a1'.repeat(32);
  beforeEach(() => window.localStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is adopted, removed from the address bar, and gives the same device after the profile is wiped', async () => {
    window.history.replaceState(null, '', `/kiosk#dispositivo=${boxSecret}`);
    const first = await deviceFingerprint();
    expect(first).toBe(createHash('sha256').update(`${boxSecret}|${browserTraits()}`).digest('hex'));
    expect(window.location.href).toBe('http://localhost:3000/kiosk');
    expect(window.localStorage.getItem(DEVICE_SECRET_KEY)).toBe(boxSecret);
    expect(await deviceFingerprint()).toBe(first); // the next poll, with the address already clean
    expect(isOwnScreen()).toBe(true); // the daemon may approve the box's own screen by itself

    window.localStorage.clear(); // Chromium restarted with a fresh profile, opened with the same address
    window.history.replaceState(null, '', `/kiosk#dispositivo=${boxSecret}`);
    expect(await deviceFingerprint()).toBe(first);
  });

  it('replaces a secret left in the profile by the one the box hands over', async () => {
    window.localStorage.setItem(DEVICE_SECRET_KEY, 'b2'.repeat(32));
    window.history.replaceState(null, '', `/kiosk?x=1#dispositivo=${boxSecret}&otro=1`);
    await deviceFingerprint();
    expect(window.localStorage.getItem(DEVICE_SECRET_KEY)).toBe(boxSecret);
    expect(window.location.href).toBe('http://localhost:3000/kiosk?x=1#otro=1');
  });

  it.each(['corto', 'z'.repeat(64), ''])('ignores a malformed one (%j) but still takes it out of the address', async (offered) => {
    window.history.replaceState(null, '', `/kiosk#dispositivo=${offered}`);
    await deviceFingerprint();
    const secret = window.localStorage.getItem(DEVICE_SECRET_KEY);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toBe(offered);
    expect(window.location.hash).toBe('');
    expect(isOwnScreen()).toBe(false);
  });
});
