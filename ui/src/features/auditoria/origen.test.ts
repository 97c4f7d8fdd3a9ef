import { describe, expect, it } from 'vitest';
import { origenTexto } from './origen';

describe('where a change was made from, in words', () => {
  it.each([
    ['127.0.0.1', 'desde este equipo'],
    ['::1', 'desde este equipo'],
    ['::ffff:127.0.0.1', 'desde este equipo'],
    ['192.168.1.20', 'desde la red local (192.168.1.20)'],
    ['::ffff:10.0.0.7', 'desde la red local (10.0.0.7)'],
    ['172.20.4.1', 'desde la red local (172.20.4.1)'],
    ['fe80::1c2b:3aff:fe4d:5e6f', 'desde la red local (fe80::1c2b:3aff:fe4d:5e6f)'],
    ['172.32.0.1', 'desde otra red (172.32.0.1)'],
    ['201.141.3.9', 'desde otra red (201.141.3.9)'],
  ])('%s reads "%s"', (ip, text) => {
    expect(origenTexto(ip)).toBe(text);
  });
});
