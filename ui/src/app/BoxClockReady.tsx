import type { ReactNode } from 'react';
import { useBoxClock } from '../api/reloj';

/**
 * Renders its screen once the box has told its date and zone (lib/clock.ts): every "today", default date and time a
 * screen shows is the box's, never the browser's (issue 39). One small request; a box that cannot answer leaves the
 * browser's clock standing in.
 */
export function BoxClockReady({ children }: { children: ReactNode }) {
  const { ready } = useBoxClock();
  return ready ? children : <div aria-busy="true" className="box-clock-waiting" />;
}
