import { readFileSync } from 'node:fs';

/** Asks the hub's nats-server (by its pid file) to reload its configuration: new boxes' users take effect. */
export function reloadHub(pidFile: string): void {
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').trim(), 10);
  if (!Number.isInteger(pid) || pid <= 1) throw new Error(`El archivo ${pidFile} no tiene un pid válido.`);
  process.kill(pid, 'SIGHUP');
}
