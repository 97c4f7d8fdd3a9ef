#!/usr/bin/env node
/**
 * Releases, on the machine that builds them (issue 32):
 *   npm run release -- [--version 0.2.0] [--desde 0.1.0] [--notas "..."] [--clave firma.pem] [--salida build/versiones]
 *                      [--arch arm64 [--sqlite <better_sqlite3.node>]]
 *       builds reloj-checador-<version>-<arch>.tar.zst from the built repository and signs it (the key also from
 *       RELOJ_CLAVE_FIRMA). For another machine (the boxes' arm64 from an amd64 one) the packages come from the npm
 *       registry for that machine and better-sqlite3's addon from --sqlite, by default the one `make image` compiled
 *       (build/image/cache/)
 *   npm run release -- claves <carpeta>
 *       a new Ed25519 pair: firma-<id>.pem (private, stays with whoever releases) and <id>.pem (public, for the boxes'
 *       /etc/reloj-checador/claves-publicas/ and the repository's deploy/claves-publicas/)
 *   node daemon/dist/cli/release.js preparar <carpeta>
 *       only lays out the program (used by deploy/install.sh)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRelease } from '../release/buildRelease.js';
import { cachedSqliteAddon } from '../release/crossArch.js';
import { generateReleaseKeys } from '../release/keys.js';
import { stageProgram } from '../release/stage.js';

const repo = resolve(import.meta.dirname, '..', '..', '..');

function main(args: string[]): number {
  if (args[0] === 'preparar' && args[1]) {
    stageProgram(repo, resolve(args[1]));
    return 0;
  }
  if (args[0] === 'claves' && args[1]) {
    const dir = resolve(args[1]);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const keys = generateReleaseKeys();
    const privateFile = join(dir, `firma-${keys.id}.pem`);
    if (existsSync(privateFile)) throw new Error(`${privateFile} ya existe`);
    writeFileSync(privateFile, keys.privatePem, { mode: 0o600 });
    writeFileSync(join(dir, `${keys.id}.pem`), keys.publicPem, { mode: 0o644 });
    console.log(`Clave privada: ${privateFile} (guárdala fuera del repositorio; quien la tenga puede publicar versiones)`);
    console.log(`Clave pública: ${join(dir, `${keys.id}.pem`)} (cópiala a deploy/claves-publicas/ y a /etc/reloj-checador/claves-publicas/ de cada equipo)`);
    return 0;
  }
  const { values } = parseArgs({
    args,
    options: {
      version: { type: 'string' },
      desde: { type: 'string' },
      notas: { type: 'string' },
      clave: { type: 'string' },
      salida: { type: 'string' },
      arch: { type: 'string' },
      sqlite: { type: 'string' },
    },
  });
  const keyFile = values.clave ?? process.env.RELOJ_CLAVE_FIRMA;
  if (!keyFile) {
    console.error('Falta la clave de firma: --clave <archivo.pem> o RELOJ_CLAVE_FIRMA. Para crear una: npm run release -- claves <carpeta>');
    return 2;
  }
  const arch = values.arch ?? process.arch;
  const sqliteAddon = arch === process.arch ? undefined : (values.sqlite ?? cachedSqliteAddon(repo, arch));
  if (arch !== process.arch && !sqliteAddon) {
    console.error(
      `Falta better-sqlite3 compilado para ${arch}: --sqlite <better_sqlite3.node>, o construya antes la imagen (make image), que lo deja en build/image/cache/.`,
    );
    return 2;
  }
  const started = performance.now();
  const built = buildRelease({
    repo,
    outDir: resolve(values.salida ?? join(repo, 'build', 'versiones')),
    privateKeyPem: readFileSync(keyFile, 'utf8'),
    version: values.version,
    desdeVersion: values.desde,
    notas: values.notas,
    arch,
    sqliteAddon: sqliteAddon && resolve(sqliteAddon),
  });
  console.log(`${built.file}`);
  console.log(
    `versión ${built.manifest.version}, ${built.manifest.arch}, ${Object.keys(built.manifest.archivos).length} archivos, ${(built.bytes / 1e6).toFixed(1)} MB, SHA-256 ${built.sha256}, ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(`Error: ${(error as Error).message}`);
  process.exitCode = 1;
}
