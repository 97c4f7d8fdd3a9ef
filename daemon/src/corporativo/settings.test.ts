import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { leafConfig, leafRemoteUrl } from './leafConfig.js';

const HQ = {
  RELOJ_HQ_NATS_URL: 'tls://hq.example.mx:7422',
  RELOJ_HQ_CAJA: 'norte',
  RELOJ_HQ_USUARIO: 'caja-norte',
  RELOJ_HQ_PASSWORD: 'Zx9-abcdefghijklmnop',
};

describe('headquarters settings', () => {
  it('leave the box alone when RELOJ_HQ_NATS_URL is unset', () => {
    expect(loadConfig({ RELOJ_DATA_DIR: '/tmp/x' }).hq).toBeUndefined();
  });

  it('refuse incomplete or bad settings with a Spanish message', () => {
    expect(() => loadConfig({ RELOJ_HQ_NATS_URL: HQ.RELOJ_HQ_NATS_URL })).toThrow(
      /para conectar con el corporativo faltan RELOJ_HQ_CAJA, RELOJ_HQ_USUARIO, RELOJ_HQ_PASSWORD/,
    );
    expect(() => loadConfig({ ...HQ, RELOJ_HQ_CAJA: 'Norte 1' })).toThrow(/RELOJ_HQ_CAJA: El id de la caja/);
    expect(() => loadConfig({ ...HQ, RELOJ_HQ_NATS_URL: 'https://hq.example.mx' })).toThrow(/RELOJ_HQ_NATS_URL: debe ser como tls:/);
    expect(() => loadConfig({ ...HQ, RELOJ_HQ_CA: '/no/existe/ca.pem' })).toThrow(/RELOJ_HQ_CA: no existe el archivo/);
  });

  it('render a leaf node that listens on 127.0.0.1 only and dials out with the credentials', () => {
    const hq = loadConfig({ ...HQ, RELOJ_DATA_DIR: '/var/lib/reloj', RELOJ_NATS_PORT: '4300' }).hq!;
    expect(hq).toMatchObject({ caja: 'norte', natsPort: 4300, monitorPort: 8223, natsDir: '/var/lib/reloj/nats', maxFileStore: '2G' });
    expect(leafRemoteUrl(hq)).toBe('tls://caja-norte:Zx9-abcdefghijklmnop@hq.example.mx:7422');
    const text = leafConfig(hq);
    expect(text).toContain('listen: "127.0.0.1:4300"');
    expect(text).toContain('http: "127.0.0.1:8223"'); // not 8222/4222: Debian's own nats-server.service
    expect(text).toContain('domain: "caja-norte"');
    expect(text).toContain('store_dir: "/var/lib/reloj/nats/jetstream"');
    expect(text).not.toContain('ca_file');
    expect(text).not.toMatch(/leafnodes \{\s*listen/);
  });
});
