// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://192.168.1.20:3001/kiosk"}
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_SECRET_KEY, deviceFingerprint, isOwnScreen } from '../lib/fingerprint';

describe('a kiosk opened over the LAN (a tablet)', () => {
  beforeEach(() => window.localStorage.clear());

  it('does not adopt a secret from a link: a planted, known secret would let its author punch as this tablet', async () => {
    const planted = 'c3'.repeat(32);
    expect(window.location.hostname).toBe('192.168.1.20');
    window.history.replaceState(null, '', `/kiosk#dispositivo=${planted}`);
    await deviceFingerprint();
    const secret = window.localStorage.getItem(DEVICE_SECRET_KEY);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toBe(planted);
    expect(window.location.href).toBe('http://192.168.1.20:3001/kiosk');
  });
});

describe('a LAN tablet opened with a link that carries a secret', () => {
  it('never counts as the screen of the box (the daemon would not approve it by itself anyway)', async () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', `/kiosk#dispositivo=${'d6'.repeat(32)}`);
    await deviceFingerprint();
    expect(isOwnScreen()).toBe(false);
  });
});
