import { execFileSync } from 'node:child_process';
import type { KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { equipoTexto } from '@reloj/contract/actualizaciones';
import { listBundle, notABundle, type BundleListing } from './bundleListing.js';
import { describeTree, signedByTrustedKey, signManifest, type Manifest, type ManifestSignature } from './manifest.js';
import { ListingRefused } from './tarListing.js';
import { compareVersions, VERSION_RE } from './versionOrder.js';

/** Why a bundle is refused, in the words the panel and the shell show. Nothing was changed when this is thrown. */
export class ReleaseRefused extends Error {
  constructor(
    readonly code:
      'paquete_ilegible' | 'firma_no_valida' | 'archivo_alterado' | 'arquitectura_distinta' | 'version_muy_vieja' | 'version_no_nueva' | 'version_no_valida',
    message: string,
  ) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

export const PROGRAM_DIR = 'programa';

/**
 * Packs `work/programa` with its manifest and signature into `file` (tar, zstd, files owned by root, sorted; a file
 * with several names is stored whole under each, since a box accepts no hard links).
 */
export function packBundle(work: string, manifest: Manifest, privateKeyPem: string, file: string): ManifestSignature {
  const bytes = Buffer.from(JSON.stringify(manifest, null, 1));
  const signature = signManifest(bytes, privateKeyPem);
  writeFileSync(join(work, 'manifest.json'), bytes);
  writeFileSync(join(work, 'manifest.sig'), JSON.stringify(signature));
  execFileSync('tar', [
    '--zstd',
    '--sort=name',
    '--owner=0',
    '--group=0',
    '--numeric-owner',
    '--hard-dereference',
    '-cf',
    file,
    '-C',
    work,
    'manifest.json',
    'manifest.sig',
    PROGRAM_DIR,
  ]);
  return signature;
}

/**
 * tar and the listing read a .tar.zst through the zstd program: on a box without it (an image built before it was in
 * the recipe) a good bundle would be called unreadable. Says what is missing instead.
 */
function zstdMissing(error: unknown): ReleaseRefused | undefined {
  const stderr = String((error as { stderr?: unknown }).stderr ?? '');
  const missing = (error as { zstdMissing?: boolean }).zstdMissing === true || (/zstd/.test(stderr) && /(Cannot exec|not found|No such file)/i.test(stderr));
  if (!missing) return undefined;
  return new ReleaseRefused('paquete_ilegible', 'Este equipo no tiene el programa zstd para leer el paquete (.tar.zst): instala el paquete zstd de Debian.');
}

export type BundleCheck = {
  /** The version running now (the box's), to refuse a too old one; none on a machine where nothing is installed. */
  installedVersion?: string;
  arch: string;
  trusted: readonly KeyObject[];
};

/** The listing of a bundle (bundleListing.ts), its refusal as the panel and the shell show it. */
async function listed(file: string): Promise<BundleListing> {
  try {
    return await listBundle(file);
  } catch (error) {
    if (error instanceof ListingRefused) throw new ReleaseRefused(error.kind === 'contenido' ? 'archivo_alterado' : 'paquete_ilegible', error.message);
    throw zstdMissing(error) ?? new ReleaseRefused('paquete_ilegible', notABundle);
  }
}

/**
 * Reads and checks the signed manifest only (the panel shows it before anything is unpacked): the bundle is listed
 * first (only files, folders and links inside the program, under the size limits: tarListing.ts), the manifest and its
 * signature taken bounded from that listing, the signature checked, and then every path listed compared with the
 * signed list (nothing more, nothing missing, the same sizes and links) before any file is hashed or extracted.
 */
export async function readSignedManifest(file: string, check: BundleCheck): Promise<{ manifest: Manifest; clave: string }> {
  const listing = await listed(file);
  const bytes = listing.manifest;
  let signature: ManifestSignature;
  let manifest: Manifest;
  try {
    signature = JSON.parse(listing.signature.toString('utf8')) as ManifestSignature;
    manifest = JSON.parse(bytes.toString('utf8')) as Manifest;
  } catch {
    throw new ReleaseRefused('paquete_ilegible', 'El manifiesto del paquete está dañado.');
  }
  const key = signedByTrustedKey(bytes, signature, check.trusted);
  if (!key)
    throw new ReleaseRefused(
      'firma_no_valida',
      'La firma del paquete no es de ninguna clave de confianza de este equipo: no se instala. Pide el paquete a quien publica las versiones.',
    );
  if (manifest?.formato !== 1 || manifest.programa !== 'reloj-checador' || typeof manifest.archivos !== 'object' || manifest.archivos === null)
    throw new ReleaseRefused('paquete_ilegible', 'El manifiesto del paquete no es de un formato que esta versión conozca.');
  if (!VERSION_RE.test(manifest.version) || !VERSION_RE.test(manifest.desdeVersion))
    throw new ReleaseRefused('version_no_valida', `La versión del paquete (${manifest.version}) no es válida.`);
  if (manifest.arch !== check.arch)
    throw new ReleaseRefused(
      'arquitectura_distinta',
      `El archivo de actualización es para otro tipo de equipo (${equipoTexto(manifest.arch)}); este equipo es ${equipoTexto(check.arch)}. Usa el archivo reloj-checador-${manifest.version}-${check.arch}.`,
    );
  if (check.installedVersion !== undefined && compareVersions(check.installedVersion, manifest.desdeVersion) < 0)
    throw new ReleaseRefused(
      'version_muy_vieja',
      `La versión instalada (${check.installedVersion}) es muy vieja para actualizar directo a la ${manifest.version}: primero instala la ${manifest.desdeVersion} o una más nueva.`,
    );
  assertListedAsSigned(listing, manifest);
  return { manifest, clave: signature.clave };
}

/** Every entry under programa/ is in the signed list with the same size or link, and every signed one is there. */
function assertListedAsSigned(listing: BundleListing, manifest: Manifest): void {
  const expected = manifest.archivos;
  const prefix = `${PROGRAM_DIR}/`;
  for (const entry of listing.entries.values()) {
    if (!entry.path.startsWith(prefix) || entry.type === 'carpeta') continue;
    const path = entry.path.slice(prefix.length);
    if (!Object.hasOwn(expected, path))
      throw new ReleaseRefused('archivo_alterado', `El paquete trae un archivo que no está en su manifiesto firmado (${path}): no se instala.`);
    const signed = expected[path]!;
    const same = entry.type === 'archivo' ? 'sha256' in signed && signed.bytes === entry.bytes : 'enlace' in signed && signed.enlace === entry.enlace;
    if (!same) throw new ReleaseRefused('archivo_alterado', `El archivo ${path} del paquete no es el que se firmó: no se instala.`);
  }
  for (const path of Object.keys(expected)) {
    const entry = listing.entries.get(prefix + path);
    if (!entry || entry.type === 'carpeta')
      throw new ReleaseRefused('archivo_alterado', `El archivo ${path} del paquete no es el que se firmó: no se instala.`);
  }
}

/**
 * Unpacks a checked bundle (readSignedManifest said yes to this very file, which nobody else can write) into `dest`
 * (which must not exist) and compares what came out with the signed list: every file's SHA-256 (read in chunks),
 * every link's target, nothing missing and nothing more. On any difference `dest` is removed and the bundle refused.
 */
export function unpackVerified(file: string, manifest: Manifest, dest: string): void {
  if (existsSync(dest)) throw new Error(`${dest} ya existe`);
  const work = `${dest}.desempacando`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true, mode: 0o755 });
  try {
    try {
      execFileSync('tar', ['-xf', file, '-C', work, '--no-same-owner', '--no-same-permissions', PROGRAM_DIR], { stdio: 'pipe' });
    } catch (error) {
      throw zstdMissing(error) ?? new ReleaseRefused('paquete_ilegible', 'El paquete está incompleto o dañado: no se pudo desempacar.');
    }
    let found: Record<string, Manifest['archivos'][string]>;
    try {
      found = describeTree(join(work, PROGRAM_DIR));
    } catch (error) {
      throw new ReleaseRefused('archivo_alterado', `El paquete no es el que se firmó (${(error as Error).message}): no se instala.`);
    }
    const expected = manifest.archivos;
    for (const [path, entry] of Object.entries(expected)) {
      const got = found[path];
      if (!got || JSON.stringify(stripMode(got)) !== JSON.stringify(stripMode(entry)))
        throw new ReleaseRefused('archivo_alterado', `El archivo ${path} del paquete no es el que se firmó: no se instala.`);
    }
    const extra = Object.keys(found).find((path) => !Object.hasOwn(expected, path));
    if (extra) throw new ReleaseRefused('archivo_alterado', `El paquete trae un archivo que no está en su manifiesto firmado (${extra}): no se instala.`);
    for (const [path, entry] of Object.entries(expected)) if ('sha256' in entry) chmodSync(join(work, PROGRAM_DIR, path), entry.ejecutable ? 0o755 : 0o644);
    execFileSync('mv', ['-T', join(work, PROGRAM_DIR), dest]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const stripMode = (entry: Manifest['archivos'][string]) => ('sha256' in entry ? { sha256: entry.sha256, bytes: entry.bytes } : entry);

/** Whether `a` may replace the installed version `b` (a reinstall of the same version is refused: nothing to do). */
export function assertNewer(manifest: Manifest, installedVersion: string): void {
  if (compareVersions(manifest.version, installedVersion) <= 0)
    throw new ReleaseRefused('version_no_nueva', `La versión ${manifest.version} no es más nueva que la instalada (${installedVersion}).`);
}
