import { useCallback, useEffect, useState } from 'react';

/**
 * Calls `onIdle` after `ms` without a call to `touched()`; never while `paused` (the clock starts again after).
 * The keypad uses it so that a screen someone walked away from goes back to the camera for the next person.
 */
export function useIdleTimeout(ms: number, onIdle: () => void, paused: boolean): () => void {
  const [touches, setTouches] = useState(0);
  const touched = useCallback(() => setTouches((n) => n + 1), []);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(onIdle, ms);
    return () => clearTimeout(timer);
  }, [ms, onIdle, paused, touches]);

  return touched;
}
