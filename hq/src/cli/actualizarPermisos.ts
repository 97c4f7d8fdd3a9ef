/**
 * npm run actualizar-permisos -w hq   (node hq/dist/cli/actualizarPermisos.js)
 * After updating headquarters: gives every box already issued the permissions this version gives a new one (a box
 * issued before issue 32 cannot read releases from the hub otherwise), keeping each box's user and password, and
 * reloads the hub. Nothing changes on the boxes. Run as the hub's user (Debian's unit: nats), like nueva-caja.
 * Settings (environment): RELOJ_HQ_CAJAS_FILE (required); RELOJ_HQ_PID_FILE (signalled to reload; unset: reload by hand).
 */
import { existsSync } from 'node:fs';
import { refreshPermissions } from '../hub/cajasFile.js';
import { hubPid, reloadHub } from '../hub/reload.js';

function main(): number {
  const cajasFile = process.env.RELOJ_HQ_CAJAS_FILE;
  const pidFile = process.env.RELOJ_HQ_PID_FILE || undefined;
  if (!cajasFile) {
    console.error('Uso: RELOJ_HQ_CAJAS_FILE=… [RELOJ_HQ_PID_FILE=…] npm run actualizar-permisos -w hq');
    return 2;
  }
  if (!existsSync(cajasFile)) {
    console.error(`No existe ${cajasFile} (RELOJ_HQ_CAJAS_FILE): ¿es el archivo de usuarios que escribió hub-config?`);
    return 1;
  }
  try {
    const pid = pidFile === undefined ? undefined : hubPid(pidFile);
    const changed = refreshPermissions(cajasFile);
    if (changed.length === 0) {
      console.log('Todas las cajas ya tienen los permisos de esta versión; no se cambió nada.');
      return 0;
    }
    console.log(`Permisos actualizados de ${changed.length} caja(s): ${changed.join(', ')}.`);
    if (pid !== undefined) reloadHub(pid);
    else console.log('# Recargue el hub para que los aplique: nats-server --signal reload');
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

process.exitCode = main();
