import type { Actualizaciones, InstalacionSolicitada, PaquetePreparado } from '@reloj/contract/actualizaciones';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { releaseRefused, updateInProgressError, updateNotStaged } from '../../errors.js';
import { uploadToFile } from '../../lib/uploadToFile.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../logger.js';
import { assertNewer, readSignedManifest, ReleaseRefused } from '../../release/bundle.js';
import { MAX_BUNDLE_BYTES } from '../../release/handOver.js';
import { loadTrustedKeys } from '../../release/keys.js';
import { requestInstall, updateInProgress } from '../../release/pendingInstall.js';
import { readUpdateStatus, updatesDir } from '../../release/updateStatus.js';
import type { createActualizacionRegistro } from './actualizacionRegistro.js';

const UPLOAD_PREFIX = 'subido-';
type Staged = PaquetePreparado & { file: string };

/**
 * 'Sistema' → 'Actualizaciones' (issue 32 item 3b). The daemon runs unprivileged and installs nothing: an uploaded
 * bundle is streamed to RELOJ_DATA_DIR/actualizaciones/, its signed manifest checked (signature, machine, versions),
 * and kept, one at a time, until 'Instalar' hands it to the root updater (release/pendingInstall.ts).
 */
export function createActualizacionesService(deps: {
  dataDir: string;
  /** The folder of the public keys this box trusts (RELOJ_CLAVES_PUBLICAS, /etc/reloj-checador/claves-publicas). */
  trustedKeysDir: string;
  /** The version running now (version.ts). */
  installedVersion: string;
  arch: string;
  /** The database's user_version: how many migrations it has. */
  schemaVersion: () => number;
  registro: Pick<ReturnType<typeof createActualizacionRegistro>, 'record'>;
  clock: Clock;
  logger: Logger;
}) {
  const dir = updatesDir(deps.dataDir);
  const trusted = () => loadTrustedKeys(deps.trustedKeysDir);
  let staged: Staged | undefined;
  let chain: Promise<unknown> = Promise.resolve();
  const enqueue = <T>(job: () => Promise<T>): Promise<T> => {
    const result = chain.then(job);
    chain = result.catch(() => undefined);
    return result;
  };

  /** Every uploaded bundle, also one left by a process that restarted before it was installed. */
  const discardUploads = async () => {
    staged = undefined;
    const names = await readdir(dir).catch(() => [] as string[]);
    await Promise.all(names.filter((n) => n.startsWith(UPLOAD_PREFIX)).map((n) => rm(join(dir, n), { force: true })));
  };

  const check = async (file: string) => {
    try {
      const { manifest, clave } = await readSignedManifest(file, { installedVersion: deps.installedVersion, arch: deps.arch, trusted: trusted() });
      assertNewer(manifest, deps.installedVersion);
      return { manifest, clave };
    } catch (error) {
      if (error instanceof ReleaseRefused) throw releaseRefused(error.code, error.message);
      throw error;
    }
  };

  return {
    /** The installed version and the last update's progress (a finished one is put in the audit log first). */
    info(): Actualizaciones {
      const estado = deps.registro.record() ?? readUpdateStatus(deps.dataDir);
      return { versionInstalada: deps.installedVersion, arch: deps.arch, clavesDeConfianza: trusted().length, estado: estado ?? null };
    },

    /** Streams the bundle to disk and checks its manifest; refused (422) or too large (413), the file is removed. */
    upload: (body: Readable, maxBytes = MAX_BUNDLE_BYTES) =>
      enqueue(async (): Promise<PaquetePreparado> => {
        await discardUploads();
        await mkdir(dir, { recursive: true, mode: 0o700 });
        const id = randomBytes(16).toString('hex');
        const file = join(dir, `${UPLOAD_PREFIX}${id}.tar.zst`);
        let kept = false;
        try {
          const bytes = await uploadToFile(body, file, maxBytes);
          const { manifest, clave } = await check(file);
          const answer: PaquetePreparado = {
            id,
            version: manifest.version,
            notas: manifest.notas,
            arch: manifest.arch,
            desdeVersion: manifest.desdeVersion,
            migracionesNuevas: Math.max(0, manifest.migraciones.length - deps.schemaVersion()),
            firma: 'válida',
            clave,
          };
          staged = { ...answer, file };
          kept = true;
          deps.logger.info({ version: manifest.version, clave, bytes }, 'update bundle checked');
          return answer;
        } finally {
          if (!kept) await rm(file, { force: true });
        }
      }),

    /** Hands the checked bundle to the root updater: 404 when it is not the one kept, 409 while another update runs. */
    install: (id: string) =>
      enqueue(async (): Promise<InstalacionSolicitada & { clave: string; anterior: string }> => {
        const current = staged;
        if (!current || current.id !== id) throw updateNotStaged();
        if (updateInProgress(deps.dataDir, deps.clock.now())) throw updateInProgressError();
        try {
          const manifest = await requestInstall(deps.dataDir, current.file, {
            installedVersion: deps.installedVersion,
            arch: deps.arch,
            trusted: trusted(),
            now: deps.clock.now(),
          });
          staged = undefined; // the updater owns the file now
          deps.logger.warn({ version: manifest.version }, 'update requested');
          return { estado: 'en_espera', version: manifest.version, clave: current.clave, anterior: deps.installedVersion };
        } catch (error) {
          // Checked again and refused (a key removed since the upload): the file goes, as for any refusal.
          if (error instanceof ReleaseRefused) {
            await discardUploads();
            throw releaseRefused(error.code, error.message);
          }
          throw error;
        }
      }),
  };
}

export type ActualizacionesService = ReturnType<typeof createActualizacionesService>;
