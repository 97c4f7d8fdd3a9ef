import { maskTime } from '../../../components/dateTimeText';

type SegmentTimeProps = {
  /** The input's name for assistive technology: 'Entrada del tramo 1, lunes'. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Whether the form refuses it (its sentence is shown under the segment, `describedBy`). */
  invalid: boolean;
  describedBy?: string;
};

/** A segment's time, 'HH:MM', digits only (the colon comes by itself); a salida may be written past 24:00 ('32:00'). */
export function SegmentTime({ label, value, onChange, invalid, describedBy }: SegmentTimeProps) {
  return (
    <input
      type="text"
      className="input time-input segment-time"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder="HH:MM"
      maxLength={5}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      value={value}
      onChange={(e) => onChange(maskTime(e.target.value))}
      // '9' is 09:00 once the field is left, as the other time fields of the panel.
      onBlur={() => {
        if (/^\d{1,2}$/.test(value)) onChange(`${value.padStart(2, '0')}:00`);
        else if (/^\d:\d{2}$/.test(value)) onChange(`0${value}`);
      }}
    />
  );
}
