import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTraits, DEVICE_SECRET_KEY, deviceFingerprint } from '../lib/fingerprint';
import { sha256Hex } from '../lib/sha256';

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

  it('gives the same fingerprint without crypto.subtle (plain-http pages)', async () => {
    const withSubtle = await deviceFingerprint();
    vi.spyOn(globalThis.crypto, 'subtle', 'get').mockReturnValue(undefined as unknown as SubtleCrypto);
    expect(globalThis.crypto.subtle).toBeUndefined();
    expect(await deviceFingerprint()).toBe(withSubtle);
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

describe('sha256Hex (the fallback digest)', () => {
  it.each(['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'ñandú €'.repeat(40)])('matches SHA-256 for %j', (text) => {
    expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
  });
});
