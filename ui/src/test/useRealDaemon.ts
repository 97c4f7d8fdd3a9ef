/**
 * One test file's real daemon: started before its tests, stopped after them, `reset` before each test
 * (to delete what the last one stored) and the spies restored after each.
 */
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { daemonHandle } from './daemonHandle';
import { startRealDaemon, type RealDaemon } from './realDaemon';

export function useRealDaemon(reset: (daemon: RealDaemon) => Promise<unknown>): RealDaemon {
  let daemon: RealDaemon | undefined;
  const current = () => {
    if (!daemon) throw new Error('The daemon is used before beforeAll started it');
    return daemon;
  };
  beforeAll(async () => {
    daemon = await startRealDaemon();
  });
  afterAll(async () => {
    await daemon?.stop();
  });
  beforeEach(async () => {
    await reset(current());
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return daemonHandle(current);
}
