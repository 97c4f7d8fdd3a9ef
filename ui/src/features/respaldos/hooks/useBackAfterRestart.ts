import { useEffect, useState } from 'react';
import { getHealth } from '../api/health';

/** How often the page asks whether the box answers again. */
export const HEALTH_POLL_MS = 1500;

/**
 * After a confirmed restore: polls GET /api/health until a process other than `arranqueAnterior` (the one that
 * accepted the restore) answers; true from then on. A restart quicker than one poll is seen too, since the boot id
 * changed. null: nothing is polled.
 */
export function useBackAfterRestart(arranqueAnterior: string | null): boolean {
  const [back, setBack] = useState(false);
  useEffect(() => {
    if (arranqueAnterior === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const health = await getHealth();
        if (health.arranque !== undefined && health.arranque !== arranqueAnterior && !stopped) {
          setBack(true);
          return;
        }
      } catch {
        // Restarting: not answering yet.
      }
      if (!stopped) timer = setTimeout(() => void poll(), HEALTH_POLL_MS);
    };
    timer = setTimeout(() => void poll(), HEALTH_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [arranqueAnterior]);
  return back;
}
