import { useEffect, useState } from 'react';
import { getHealth } from '../api/health';

/** How often the page asks whether the box answers again. */
export const HEALTH_POLL_MS = 1500;

/**
 * After a confirmed restore: polls GET /api/health until the box has stopped answering (it restarts) and then answers
 * again; true from then on. `active` false: nothing is polled.
 */
export function useBackAfterRestart(active: boolean): boolean {
  const [back, setBack] = useState(false);
  useEffect(() => {
    if (!active) return;
    let seenDown = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        await getHealth();
        if (seenDown && !stopped) {
          setBack(true);
          return;
        }
      } catch {
        seenDown = true;
      }
      if (!stopped) timer = setTimeout(() => void poll(), HEALTH_POLL_MS);
    };
    timer = setTimeout(() => void poll(), HEALTH_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active]);
  return back;
}
