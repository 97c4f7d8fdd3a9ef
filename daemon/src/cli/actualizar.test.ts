import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateReleaseKeys } from '../release/keys.js';
import { manifestOnlyBundle } from '../test-support/releaseBundles.js';
import { runAdminCommand } from './admin.js';

// Issue 39: `npm run admin -- actualizar <paquete>` on a machine without /opt/reloj-checador died with a stack trace
// (ENOENT on <prefix>/.actualizando). It checks the bundle first, then says what is missing.

let root: string;
const keys = generateReleaseKeys();
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'reloj-actualizar-cli-'));
  mkdirSync(join(root, 'claves-publicas'));
  writeFileSync(join(root, 'claves-publicas', `${keys.id}.pem`), keys.publicPem);
  writeFileSync(join(root, 'basura.tar.zst'), 'no es un paquete');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const actualizar = async (bundle: string) => {
  const lines: string[] = [];
  const env = { RELOJ_PREFIX: join(root, 'opt', 'reloj-checador'), RELOJ_DATA_DIR: join(root, 'datos'), RELOJ_CLAVES_PUBLICAS: join(root, 'claves-publicas') };
  const code = await runAdminCommand(['actualizar', bundle], { env, ask: async () => '', out: (l) => lines.push(l) });
  return { code, out: lines.join('\n') };
};

describe('npm run admin -- actualizar, where Reloj Checador is not installed', () => {
  const missing = (prefix: string) =>
    `Esta máquina no tiene Reloj Checador instalado en ${prefix} (falta ${prefix}/actual): una versión firmada solo actualiza un equipo donde ya está instalado. Instala primero con \`sudo make install\` desde el repositorio.`;

  it('says what the bundle is, then what is missing, in Spanish, and exits 1 without touching anything', async () => {
    const good = manifestOnlyBundle(join(root, 'bueno.tar.zst'), {}, keys.privatePem);
    const run = await actualizar(good);
    expect(run).toEqual({
      code: 1,
      out: `El paquete es la versión 0.3.0 para ${process.arch}, firmada con una clave de confianza.\n${missing(join(root, 'opt', 'reloj-checador'))}`,
    });
    expect(existsSync(join(root, 'opt'))).toBe(false);
  });

  it('a bundle that is not one is said so first', async () => {
    const run = await actualizar(join(root, 'basura.tar.zst'));
    expect(run.code).toBe(1);
    expect(run.out).toBe(
      `Paquete rechazado: El archivo no es un paquete de versión de Reloj Checador (falta su manifiesto firmado).\n${missing(join(root, 'opt', 'reloj-checador'))}`,
    );
  });
});
