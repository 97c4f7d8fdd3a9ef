import { execFileSync } from 'node:child_process';

/** What the updater asks of whoever runs the daemon: systemd on a box, a supervisor of the test's own in tests. */
export type ServiceControl = {
  stop(): void;
  /** Starts without waiting for READY: the updater waits for /api/health itself, with its own deadline. */
  start(): void;
  /** How many times the service was restarted after exiting by itself (systemd's NRestarts). */
  restarts(): number;
};

export const SERVICE_UNIT = 'reloj-checador.service';

const run = (file: string, args: string[]) => execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

export const systemdControl: ServiceControl = {
  stop: () => void run('systemctl', ['stop', SERVICE_UNIT]),
  start: () => void run('systemctl', ['start', '--no-block', SERVICE_UNIT]),
  restarts: () => Number(run('systemctl', ['show', '-p', 'NRestarts', '--value', SERVICE_UNIT])) || 0,
};

/**
 * RELOJ_SERVICIO_CONTROL names an executable called with 'detener', 'iniciar' or 'reinicios' (which prints the count):
 * for a box whose daemon is not under systemd, and for the tests' supervisor. Unset: systemd.
 */
export function serviceControlFrom(env: NodeJS.ProcessEnv): ServiceControl {
  const command = env.RELOJ_SERVICIO_CONTROL;
  if (!command) return systemdControl;
  return {
    stop: () => void run(command, ['detener']),
    start: () => void run(command, ['iniciar']),
    restarts: () => Number(run(command, ['reinicios'])) || 0,
  };
}
