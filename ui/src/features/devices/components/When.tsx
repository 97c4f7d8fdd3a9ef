import { formatDate, formatTime } from '../../../lib/dateTime';

/**
 * A first/last-seen instant: the date over the time. `label` names it where the table's header
 * is not shown (the narrow, one-card-per-device layout).
 */
export function When({ iso, label }: { iso: string; label: string }) {
  return (
    <span className="device-when">
      <span className="device-when__label">{label}</span>
      <time dateTime={iso}>
        <span className="device-when__date">{formatDate(iso)}</span> <span className="device-when__time">{formatTime(iso)}</span>
      </time>
    </span>
  );
}
