import { readFileSync } from 'node:fs';

/**
 * The hub's nats-server pid, from its pid file, checked to be a running process: `nueva-caja` asks for it before
 * writing anything, so that a wrong RELOJ_HQ_PID_FILE leaves nothing behind.
 */
export function hubPid(pidFile: string): number {
  let text: string;
  try {
    text = readFileSync(pidFile, 'utf8');
  } catch (error) {
    const message = `No se pudo leer el archivo de pid del hub ${pidFile} (RELOJ_HQ_PID_FILE): ¿está corriendo el hub con esa configuración?`;
    throw new Error(message, { cause: error });
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 1) throw new Error(`El archivo ${pidFile} (RELOJ_HQ_PID_FILE) no tiene un pid válido.`);
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user, and the reload would fail the same way.
    const reason =
      (error as NodeJS.ErrnoException).code === 'EPERM' ? 'pertenece a otro usuario: ejecute el comando como el usuario del hub' : 'no está corriendo';
    throw new Error(`El hub del archivo ${pidFile} (RELOJ_HQ_PID_FILE, pid ${pid}) ${reason}.`, { cause: error });
  }
  return pid;
}

/** Asks the hub's nats-server to reload its configuration (SIGHUP): new or removed boxes' users take effect. */
export function reloadHub(pid: number): void {
  process.kill(pid, 'SIGHUP');
}
