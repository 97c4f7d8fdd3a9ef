// @vitest-environment jsdom
// @vitest-environment-options {"url": "http://192.168.1.20:3001/kiosk"}
import { beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_SECRET_KEY, deviceFingerprint } from '../lib/fingerprint';

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
