import { Link } from 'react-router-dom';

/** One bar of a list: its label, how many, a tone for bars that deserve a look, and where its rows are listed (`href`). */
export type BarRow = { key: string; label: string; value: number; tone?: 'near' | 'below'; href?: string };

/**
 * Horizontal bars drawn with CSS, the longest for the largest value. A list people and screen readers read as
 * 'label: count'; the bar itself is decoration.
 */
export function BarList({ label, rows, format }: { label: string; rows: readonly BarRow[]; format: (n: number) => string }) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  return (
    <ul className="rc-bars" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key} className={`rc-bars__row${row.tone ? ` rc-bars__row--${row.tone}` : ''}`}>
          {row.href ? (
            <Link className="rc-bars__label rc-bars__link" to={row.href}>
              {row.label}
            </Link>
          ) : (
            <span className="rc-bars__label">{row.label}</span>
          )}
          <span className="rc-bars__track" aria-hidden="true">
            <span className="rc-bars__fill" style={{ width: max > 0 ? `${(row.value / max) * 100}%` : '0%' }} />
          </span>
          <span className="rc-bars__value">{format(row.value)}</span>
        </li>
      ))}
    </ul>
  );
}
