import { afterEach, describe, expect, it } from 'vitest';
import { panelAddresses } from '../../lib/lanAddresses.js';
import { trackedTestServers } from '../../test-support/testServer.js';

// Issue 18 item 2: the box's own screen shows how to set it up, and nobody on the LAN can read the code from it.
const start = trackedTestServers(afterEach);

describe('GET /api/auth/primer-arranque', () => {
  it("answers the box's own screen, before the first administrator exists, with the setup code and where to open the panel", async () => {
    const server = await start({ withoutAdmin: true, remoteAddress: '127.0.0.1' });
    const res = await server.anonymous('GET', '/api/auth/primer-arranque');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ mostrar: true, codigo: server.services.setupGate.code, direcciones: expect.any(Array), equipo: expect.any(String) });
    expect(res.body.direcciones[0]).toMatch(/^http:\/\/.+\.local:\d+\/admin$/);
  });

  it('tells a browser on the LAN nothing, not even that setup is pending', async () => {
    const server = await start({ withoutAdmin: true, remoteAddress: '192.168.1.40' });
    for (const address of ['192.168.1.40', '10.0.0.7', '::ffff:192.168.1.40', 'fe80::1'])
      expect((await server.anonymous('GET', '/api/auth/primer-arranque', undefined, { 'x-test-remote-address': address })).body).toEqual({ mostrar: false });
  });

  it('shows nothing on the box once an administrator exists', async () => {
    const server = await start({ remoteAddress: '127.0.0.1' });
    expect((await server.anonymous('GET', '/api/auth/primer-arranque')).body).toEqual({ mostrar: false });
  });
});

describe('panelAddresses', () => {
  it('lists the mDNS name first, then every address, over HTTPS when it listens', () => {
    expect(panelAddresses(3443, 3001, ['192.168.1.20', '10.0.0.5'], 'reloj-7f3a')).toEqual([
      'https://reloj-7f3a.local:3443/admin',
      'https://192.168.1.20:3443/admin',
      'https://10.0.0.5:3443/admin',
    ]);
    expect(panelAddresses(undefined, 3001, [], 'reloj-7f3a')).toEqual(['http://reloj-7f3a.local:3001/admin']);
  });
});
