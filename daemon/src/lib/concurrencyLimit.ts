/**
 * At most `limit` calls of `task` run at once; the others wait their turn, first come first served. The kiosk's frames
 * are analysed this way (services/faces/faces.ts): a burst's frames run side by side on an idle box, and a crowd of
 * kiosks never holds more decoded frames in memory than the limit.
 */
export function concurrencyLimit<A extends unknown[], R>(limit: number, task: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async (...args: A) => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task(...args);
    } finally {
      release();
    }
  };
}
