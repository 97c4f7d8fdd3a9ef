import { execFileSync } from 'node:child_process';
import { linkSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBundle } from './bundleListing.js';

// The listing that comes before anything of a bundle is extracted (issue 39, security 3): what a release may carry.

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'reloj-listado-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A .tar.zst of manifest.json, manifest.sig and programa/ after `shape` lays out programa/; tar `extra` options. */
function bundle(name: string, shape: (program: string) => void, extra: string[] = []): string {
  const work = join(root, name);
  mkdirSync(join(work, 'programa', 'node_modules', '.bin'), { recursive: true });
  writeFileSync(join(work, 'manifest.json'), '{}');
  writeFileSync(join(work, 'manifest.sig'), '{}');
  writeFileSync(join(work, 'programa', 'node_modules', 'cli.js'), '');
  shape(join(work, 'programa'));
  const file = `${work}.tar.zst`;
  execFileSync('tar', ['--zstd', ...extra, '-cf', file, '-C', work, 'manifest.json', 'manifest.sig', 'programa']);
  return file;
}
const refusal = (file: string) =>
  listBundle(file).then(
    () => 'aceptado',
    (error: Error) => error.message,
  );

describe('listBundle', () => {
  it('accepts files, folders and links that stay inside the program (node_modules/.bin), with the manifest read', async () => {
    const file = bundle('bueno', (p) => symlinkSync('../cli.js', join(p, 'node_modules', '.bin', 'cli')));
    const listing = await listBundle(file);
    expect(listing.manifest.toString()).toBe('{}');
    expect(listing.entries.get('programa/node_modules/.bin/cli')).toEqual({ path: 'programa/node_modules/.bin/cli', type: 'enlace', enlace: '../cli.js' });
    expect(listing.entries.get('programa/node_modules/cli.js')).toEqual({ path: 'programa/node_modules/cli.js', type: 'archivo', bytes: 0 });
  });

  it('refuses links out of the program, hard links, paths outside it and the same path twice', async () => {
    expect(await refusal(bundle('enlace-fuera', (p) => symlinkSync('../../../etc/shadow', join(p, 'node_modules', 'sombra'))))).toBe(
      'El enlace programa/node_modules/sombra del paquete apunta fuera del programa (../../../etc/shadow): no se instala.',
    );
    expect(await refusal(bundle('enlace-absoluto', (p) => symlinkSync('/etc/shadow', join(p, 'sombra'))))).toBe(
      'El enlace programa/sombra del paquete apunta fuera del programa (/etc/shadow): no se instala.',
    );
    expect(await refusal(bundle('duro', (p) => linkSync(join(p, 'node_modules', 'cli.js'), join(p, 'otro.js'))))).toMatch(
      /^El paquete trae programa\/(otro|node_modules\/cli)\.js, que no es un archivo normal, una carpeta ni un enlace dentro del programa: no se instala\.$/,
    );
    expect(await refusal(bundle('ruta-absoluta', () => undefined, ['-P', '--transform', 's,^programa,/tmp/programa,']))).toMatch(
      /^El paquete trae una ruta que no es del programa \("\/tmp\/programa.*"\): no se instala\.$/,
    );
    expect(await refusal(bundle('ruta-arriba', () => undefined, ['-P', '--transform', 's,^programa/node_modules,programa/../fuera,']))).toMatch(
      /^El paquete trae una ruta que no es del programa \("programa\/\.\.\/fuera.*"\): no se instala\.$/,
    );
    expect(await refusal(bundle('otra-raiz', (p) => writeFileSync(join(p, '..', 'manifest.sig'), '{}'), ['--transform', 's,^manifest.sig,otro.txt,']))).toBe(
      'El paquete trae una ruta que no es del programa (otro.txt): no se instala.',
    );
    const twice = join(root, 'dos-veces.tar.zst');
    execFileSync('sh', ['-c', `cd ${join(root, 'bueno')} && tar --zstd -cf ${twice} manifest.json manifest.sig manifest.json programa`]);
    expect(await refusal(twice)).toBe('El paquete trae manifest.json dos veces: no se instala.');
  });

  it('refuses a bundle cut short', async () => {
    const whole = bundle('cortado', () => undefined);
    const cut = join(root, 'cortado-corto.tar.zst');
    execFileSync('sh', ['-c', `zstd -dc ${whole} | head -c 1500 | zstd -q -o ${cut}`]);
    expect(await refusal(cut)).toBe('El paquete está incompleto o dañado: no se instala.');
  });
});
