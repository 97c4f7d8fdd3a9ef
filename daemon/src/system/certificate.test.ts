import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { boxNames, CERT_DAYS, CERT_FILE, certificateNames, coversNames, ensureCertificate, KEY_FILE } from './certificate.js';

let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), 'reloj-cert-')), 'tls');
});
afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

const names = { dns: ['caja-norte', 'caja-norte.local', 'localhost'], ips: ['127.0.0.1', '::1', '192.168.1.50'] };
const DAY = 24 * 3600 * 1000;

describe('boxNames', () => {
  it('lists hostname, hostname.local, localhost and the IPv4 addresses', () => {
    const found = boxNames('Caja-Norte', {
      eth0: [
        { address: '192.168.1.50', family: 'IPv4', internal: false, netmask: '255.255.255.0', mac: '', cidr: null },
        { address: 'fe80::1', family: 'IPv6', internal: false, netmask: 'ffff::', mac: '', cidr: null, scopeid: 2 },
        { address: '2806:2f0::1234', family: 'IPv6', internal: false, netmask: 'ffff::', mac: '', cidr: null, scopeid: 0 },
      ],
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true, netmask: '255.0.0.0', mac: '', cidr: null }],
    });
    expect(found.dns).toEqual(['caja-norte', 'caja-norte.local', 'localhost']);
    expect(found.ips.sort()).toEqual(['127.0.0.1', '192.168.1.50', '::1'].sort());
  });

  it('leaves out a hostname that is not a DNS name (it would break the openssl config)', () => {
    expect(boxNames('bad name\nDNS.9 = evil.com', {}).dns).toEqual(['localhost']);
  });
});

describe('ensureCertificate', () => {
  it('makes a self-signed server certificate for the box names, key readable by the owner only', async () => {
    const now = new Date();
    const made = await ensureCertificate({ dir, names, now });
    expect(made.createdBecause).toBe('no certificate yet');
    const cert = new X509Certificate(readFileSync(join(dir, CERT_FILE)));
    expect(cert.fingerprint256).toBe(made.fingerprint256);
    expect(cert.verify(cert.publicKey)).toBe(true); // self-signed
    expect(cert.ca).toBe(false);
    expect(cert.issuer).toBe(cert.subject);
    expect(cert.subject).toContain('CN=caja-norte');
    expect(cert.publicKey.asymmetricKeyDetails?.namedCurve).toBe('prime256v1');
    expect(coversNames(cert, names)).toBe(true);
    expect(cert.checkHost('otra-caja')).toBeUndefined();
    expect(certificateNames(cert)).toEqual(names);
    const days = (new Date(cert.validTo).getTime() - now.getTime()) / DAY;
    expect(Math.round(days)).toBe(CERT_DAYS);
    expect(statSync(join(dir, KEY_FILE)).mode & 0o077).toBe(0);
    expect(cert.checkPrivateKey((await import('node:crypto')).createPrivateKey(readFileSync(join(dir, KEY_FILE))))).toBe(true);
  });

  it('reuses the stored certificate on the next start', async () => {
    const first = await ensureCertificate({ dir, names });
    const second = await ensureCertificate({ dir, names });
    expect(second.createdBecause).toBeUndefined();
    expect(second.fingerprint256).toBe(first.fingerprint256);
  });

  it('makes a new one when the box gets a new address, keeping the old names', async () => {
    const first = await ensureCertificate({ dir, names });
    const moved = { dns: names.dns, ips: ['127.0.0.1', '::1', '10.0.0.7'] };
    const second = await ensureCertificate({ dir, names: moved });
    expect(second.createdBecause).toBe('names or addresses changed');
    expect(second.fingerprint256).not.toBe(first.fingerprint256);
    const cert = new X509Certificate(second.cert);
    expect(coversNames(cert, moved)).toBe(true);
    expect(cert.checkIP('192.168.1.50')).toBe('192.168.1.50');
    // Back on the old address: still covered, no new certificate.
    expect((await ensureCertificate({ dir, names })).createdBecause).toBeUndefined();
  });

  it('renews a certificate that expires within 30 days', async () => {
    await ensureCertificate({ dir, names });
    const later = new Date(Date.now() + (CERT_DAYS - 20) * DAY);
    expect((await ensureCertificate({ dir, names, now: later })).createdBecause).toBe('certificate expires soon');
  });

  it('replaces a damaged or mismatched pair', async () => {
    await ensureCertificate({ dir, names });
    writeFileSync(join(dir, KEY_FILE), 'no es una llave');
    const again = await ensureCertificate({ dir, names });
    expect(again.createdBecause).toBe('no certificate yet');
    expect(new X509Certificate(again.cert).checkPrivateKey((await import('node:crypto')).createPrivateKey(again.key))).toBe(true);
  });

  it('fails clearly when openssl is missing', async () => {
    await expect(ensureCertificate({ dir, names, openssl: '/nonexistent/openssl' })).rejects.toThrow(/ENOENT/);
  });
});
