import { useEffect, useState } from 'react';
import { browserMs, now as readNow } from '../../../lib/clock';

/** The current time, updated on every change of second. */
export function useClock(): Date {
  const [now, setNow] = useState(readNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(readNow());
      timer = setTimeout(tick, 1000 - (browserMs() % 1000) + 5);
    };
    timer = setTimeout(tick, 1000 - (browserMs() % 1000) + 5);
    return () => clearTimeout(timer);
  }, []);
  return now;
}
