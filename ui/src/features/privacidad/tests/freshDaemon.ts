/**
 * A real daemon of its own for each test: the notice's versions are insert-only (no API or SQL deletes them), so
 * "no notice yet" needs a fresh database. `signedIn: false` makes the UI a visitor without a session.
 */
import { afterEach, beforeEach } from 'vitest';
import { daemonHandle } from '../../../test/daemonHandle';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';

export function useFreshDaemon(options: { signedIn?: boolean } = {}): RealDaemon {
  let daemon: RealDaemon | undefined;
  const current = () => {
    if (!daemon) throw new Error('The daemon is used before beforeEach started it');
    return daemon;
  };
  beforeEach(async () => {
    daemon = await startRealDaemon(options);
  });
  afterEach(async () => {
    await daemon?.stop();
    daemon = undefined;
  });
  return daemonHandle(current);
}
