import { useClock } from '../hooks/useClock';
import { formatClock, formatLongDate } from '../../../lib/dateTime';

/** The live clock (HH:MM:SS) with today's date in Spanish. */
export function KioskClock() {
  const now = useClock();
  return (
    <div className="kiosk-clock">
      <time className="kiosk-clock__time" dateTime={now.toISOString()}>
        {formatClock(now)}
      </time>
      <span className="kiosk-clock__date">{formatLongDate(now)}</span>
    </div>
  );
}
