import { execFileSync } from 'node:child_process';
import { createPublicKey } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileBundle, type HostileKind } from '../test-support/releaseBundles.js';
import { generateReleaseKeys } from './keys.js';
import { switchTo } from './layout.js';
import { serviceControlFrom } from './serviceControl.js';
import { installRelease, type UpdaterOptions } from './updater.js';

// Issue 39, security 3: the root updater extracted bundles before their signature was checked: it hung for ever on a
// manifest that is a FIFO and took 3.8 GB for sparse files. Now each is refused from the bundle's listing.

const keys = generateReleaseKeys();
let root: string;
let options: UpdaterOptions;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'reloj-paquetes-hostiles-'));
  const prefix = join(root, 'opt');
  const installed = join(prefix, 'versiones', '0.1.0');
  mkdirSync(join(installed, 'daemon', 'dist'), { recursive: true });
  writeFileSync(join(installed, 'daemon', 'package.json'), '{"version":"0.1.0"}\n');
  writeFileSync(join(installed, 'daemon', 'dist', 'main.js'), '\n');
  switchTo(prefix, '0.1.0');
  writeFileSync(join(root, 'ctl.sh'), '#!/bin/sh\necho "$1" >> "$(dirname "$0")/llamadas"\n[ "$1" = reinicios ] && echo 0\nexit 0\n', { mode: 0o755 });
  options = {
    prefix,
    dataDir: join(root, 'datos'),
    trusted: [createPublicKey(keys.publicPem)],
    service: serviceControlFrom({ RELOJ_SERVICIO_CONTROL: join(root, 'ctl.sh') }),
    healthUrl: 'http://127.0.0.1:9/api/health',
    caja: 'prueba',
  };
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const untouched = () => {
  expect(readdirSync(join(options.prefix, 'versiones'))).toEqual(['0.1.0']);
  expect(readdirSync(join(options.prefix, 'actualizador'))).toEqual([]); // the copy is gone too
  expect(readdirSync(root)).not.toContain('llamadas'); // the service was never stopped
};

describe('the root updater and bundles made to hurt it', () => {
  it('refuses sparse and oversized files from the listing, before unpacking anything, in bounded memory', async () => {
    const maxRssBefore = process.resourceUsage().maxRSS;
    const cases: [HostileKind, string][] = [
      ['extra-disperso', 'El paquete trae programa/extra.bin como archivo disperso (sparse): no se instala.'],
      ['manifiesto-disperso', 'El manifiesto del paquete no es un archivo normal: no se instala.'],
      ['manifiesto-enorme', 'El archivo manifest.json del paquete es demasiado grande (20 MB; el máximo es 16 MB): no se instala.'],
      // Last: before the fix it never returned.
      ['manifiesto-fifo', 'El manifiesto del paquete no es un archivo normal: no se instala.'],
    ];
    for (const [kind, motivo] of cases) {
      const said: string[] = [];
      const outcome = await installRelease(hostileBundle(join(root, `${kind}.tar.zst`), kind, keys.privatePem), { ...options, say: (l) => said.push(l) });
      expect(outcome, kind).toEqual({ estado: 'rechazada', version: null, anterior: '0.1.0', motivo });
      expect(said.at(-1), kind).toBe(`Paquete rechazado; no se cambió nada. ${motivo}`);
      untouched();
    }
    // KiB: far less than one of those 1.9 GB files (3.8 GB before the fix).
    expect(process.resourceUsage().maxRSS - maxRssBefore).toBeLessThan(256 * 1024);
  });

  it('refuses a hand-over that is a FIFO instead of waiting on it', async () => {
    mkdirSync(join(options.dataDir, 'actualizaciones'), { recursive: true });
    execFileSync('mkfifo', [join(options.dataDir, 'actualizaciones', 'pendiente.tar.zst')]);
    const outcome = await installRelease('pendiente.tar.zst', { ...options, pendiente: true });
    expect(outcome.motivo).toBe('El paquete dejado para instalar no es un archivo normal: no se instala.');
    expect(readdirSync(join(options.dataDir, 'actualizaciones'))).toEqual(['estado.json']); // the FIFO is gone: not started again
    untouched();
  });
});
