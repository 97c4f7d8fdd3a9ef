import type { RealDaemon } from './realDaemon';

/** A stand-in for a daemon that a hook starts later (beforeAll or beforeEach): every use reads the current one. */
export function daemonHandle(current: () => RealDaemon): RealDaemon {
  return {
    get origin() {
      return current().origin;
    },
    get db() {
      return current().db;
    },
    request: <T = unknown>(method: string, path: string, body?: unknown) => current().request<T>(method, path, body),
    stop: () => current().stop(),
  };
}
