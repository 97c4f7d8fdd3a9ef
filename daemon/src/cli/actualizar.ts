import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadConfig } from '../config.js';
import { loadTrustedKeys } from '../release/keys.js';
import { readSignedManifest, ReleaseRefused } from '../release/bundle.js';
import { currentLink, PREFIX } from '../release/layout.js';
import { serviceControlFrom } from '../release/serviceControl.js';
import { installRelease } from '../release/updater.js';
import { PENDING_BUNDLE } from '../release/pendingInstall.js';
import { shortMachineId } from '../system/machineId.js';

/**
 * On a box, the service's settings as systemd gives them to it (its unit's RELOJ_DATA_DIR, /etc/reloj-checador/env),
 * under what the shell sets: a technician types only `sudo npm run admin -- actualizar <paquete>`.
 */
function boxEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const box: NodeJS.ProcessEnv = existsSync(BOX_DATA_DIR) ? { RELOJ_DATA_DIR: BOX_DATA_DIR } : {};
  if (existsSync(BOX_ENV_FILE))
    for (const line of readFileSync(BOX_ENV_FILE, 'utf8').split('\n')) {
      const m = /^\s*([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
      if (m) box[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1');
    }
  return { ...box, ...env };
}
const BOX_DATA_DIR = '/var/lib/reloj-checador';
const BOX_ENV_FILE = '/etc/reloj-checador/env';

export const ACTUALIZAR_USAGE = '       npm run admin -- actualizar <paquete.tar.zst> | --pendiente   (como root; instala una versión firmada)';

/**
 * `npm run admin -- actualizar <bundle>` on the box, as root: installs a signed release as updater.ts does, printing
 * each step. `--pendiente` installs the bundle the panel or headquarters left in RELOJ_DATA_DIR/actualizaciones/.
 * RELOJ_PREFIX (/opt/reloj-checador), RELOJ_CLAVES_PUBLICAS (/etc/reloj-checador/claves-publicas) and
 * RELOJ_SERVICIO_CONTROL (systemd) change where and how; RELOJ_ACTUALIZAR_ESPERA_S how long the new version has to
 * answer healthy (120 s), RELOJ_ACTUALIZAR_VIGILANCIA_S the watch after (600 s). Any failure is said in a sentence,
 * never as a stack trace.
 */
export async function runActualizar(args: string[], io: { env: NodeJS.ProcessEnv; out: (line: string) => void }): Promise<number> {
  try {
    return await actualizar(args, io);
  } catch (error) {
    io.out(`No se pudo actualizar: ${(error as Error).message}`);
    return 1;
  }
}

async function actualizar(args: string[], io: { env: NodeJS.ProcessEnv; out: (line: string) => void }): Promise<number> {
  const config = loadConfig(boxEnvironment(io.env));
  const prefix = io.env.RELOJ_PREFIX ?? PREFIX;
  const pending = args[0] === '--pendiente';
  const bundle = pending ? PENDING_BUNDLE : args[0] ? resolve(args[0]) : undefined;
  if (!bundle) {
    io.out(`Uso:\n${ACTUALIZAR_USAGE}`);
    return 2;
  }
  if (!pending && !existsSync(bundle)) {
    io.out(`No existe el archivo ${bundle}.`);
    return 1;
  }
  const trusted = loadTrustedKeys(config.trustedKeysDir);
  if (!existsSync(currentLink(prefix))) {
    // Not a box (a technician's laptop, a machine set up by hand): the bundle first, then what is missing.
    if (!pending) io.out(await verdict(bundle, trusted));
    io.out(
      `Esta máquina no tiene Reloj Checador instalado en ${prefix} (falta ${currentLink(prefix)}): una versión firmada solo actualiza un equipo donde ya está instalado. Instala primero con \`sudo make install\` desde el repositorio.`,
    );
    return 1;
  }
  const watchSeconds = Number(io.env.RELOJ_ACTUALIZAR_VIGILANCIA_S ?? 600);
  const outcome = await installRelease(bundle, {
    prefix,
    pendiente: pending,
    dataDir: config.dataDir,
    trusted,
    service: serviceControlFrom(io.env),
    healthUrl: `http://127.0.0.1:${config.port}/api/health`,
    caja: io.env.RELOJ_HQ_CAJA || shortMachineId(),
    watchMs: watchSeconds * 1000,
    readyWithinMs: Number(io.env.RELOJ_ACTUALIZAR_ESPERA_S ?? 120) * 1000,
    say: io.out,
  });
  return outcome.estado === 'instalada' ? 0 : 1;
}

/** What the bundle is, checked as far as it can be without an installed version (its listing and signature). */
async function verdict(bundle: string, trusted: ReturnType<typeof loadTrustedKeys>): Promise<string> {
  try {
    const { manifest } = await readSignedManifest(bundle, { arch: process.arch, trusted });
    return `El paquete es la versión ${manifest.version} para ${manifest.arch}, firmada con una clave de confianza.`;
  } catch (error) {
    if (error instanceof ReleaseRefused) return `Paquete rechazado: ${error.message}`;
    throw error;
  }
}
