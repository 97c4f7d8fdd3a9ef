import { IconButton } from '../../../components/IconButton';

type YearPickerProps = {
  year: number;
  thisYear: number;
  onChange: (year: number) => void;
};

/** The year shown: a select of nearby years between 'previous' and 'next' buttons. */
export function YearPicker({ year, thisYear, onChange }: YearPickerProps) {
  const first = Math.max(2000, Math.min(year, thisYear) - 3);
  const last = Math.min(2100, Math.max(year, thisYear) + 5);
  const years = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return (
    <div className="year-picker" role="group" aria-label="Año">
      <IconButton label="Año anterior" symbol="‹" className="year-picker__step" disabled={year <= 2000} onClick={() => onChange(year - 1)} />
      <select className="input year-picker__select" aria-label="Año" value={String(year)} onChange={(e) => onChange(Number(e.target.value))}>
        {years.map((y) => (
          <option key={y} value={String(y)}>
            {y}
          </option>
        ))}
      </select>
      <IconButton label="Año siguiente" symbol="›" className="year-picker__step" disabled={year >= 2100} onClick={() => onChange(year + 1)} />
    </div>
  );
}
