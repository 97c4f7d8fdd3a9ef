import { spawn } from 'node:child_process';
import type { Logger } from '../logger.js';

/** Under systemd (Restart=always), the unit starts the daemon again after it exits. */
export const underSystemd = (env: NodeJS.ProcessEnv = process.env) => Boolean(env.NOTIFY_SOCKET || env.INVOCATION_ID);

/**
 * Ends the process so that it comes back: under systemd, exiting is enough; otherwise (`make run`, a test) a detached
 * copy with the same node flags, arguments, environment and terminal is started first (the servers are closed by then).
 */
export function restartProcess(code: number, options: { logger: Logger; exit?: (code: number) => void; env?: NodeJS.ProcessEnv }): void {
  const env = options.env ?? process.env;
  if (!underSystemd(env)) {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { cwd: process.cwd(), env, stdio: 'inherit', detached: true });
    child.unref();
    options.logger.info({ pid: child.pid }, 'restarting: new process started');
  }
  (options.exit ?? ((c: number) => process.exit(c)))(code);
}
