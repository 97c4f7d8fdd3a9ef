import type { KioskTiming } from '../timing';
import { sleep } from '../../../lib/sleep';
import { isRetryable } from './checkInFailure';
import { browserMs } from '../../../lib/clock';

export type ResendTiming = Pick<KioskTiming, 'checkInTimeoutMs' | 'checkInRetryForMs' | 'checkInRetryDelayMs' | 'checkInRetryMaxDelayMs'>;

/**
 * Sends one request until the daemon answers it: a call that could not reach the daemon is sent again, the same
 * request with the same Idempotency-Key (the daemon stores it once however many copies arrive), with a growing wait,
 * for up to checkInRetryForMs. Throws the final failure; undefined when the screen went away meanwhile.
 */
export async function sendUntilAnswered<T>(
  send: (timeoutMs: number) => Promise<T>,
  opts: { timing: ResendTiming; onRetrying: () => void; stillWanted: () => boolean },
): Promise<T | undefined> {
  const { checkInTimeoutMs, checkInRetryForMs, checkInRetryDelayMs, checkInRetryMaxDelayMs } = opts.timing;
  const giveUpAt = browserMs() + checkInRetryForMs;
  for (let attempt = 0; ; attempt++) {
    try {
      // A resend may not outlast the window by much (at least a second to get an answer).
      const timeoutMs = attempt === 0 ? checkInTimeoutMs : Math.min(checkInTimeoutMs, Math.max(giveUpAt - browserMs(), 1_000));
      return await send(timeoutMs);
    } catch (error) {
      const delayMs = Math.min(checkInRetryMaxDelayMs, checkInRetryDelayMs * 2 ** attempt);
      if (!opts.stillWanted() || !isRetryable(error) || browserMs() + delayMs >= giveUpAt) throw error;
      opts.onRetrying();
      await sleep(delayMs);
      if (!opts.stillWanted()) return undefined;
    }
  }
}
