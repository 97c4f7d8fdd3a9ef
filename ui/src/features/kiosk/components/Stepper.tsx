type Step = { label: string; name: string; onPress: () => void; disabled?: boolean };

type Props = {
  /** What is chosen ('Día', 'Hora'): said above the value and names the group. */
  label: string;
  value: string;
  /** The buttons before the value (going back) and after it (going forward). */
  before: Step[];
  after: Step[];
  /** A date or a time: the value keeps one width, so the buttons beside it never move. */
  kind: 'date' | 'time';
};

/** A value chosen with big buttons on either side (no native picker: a touchscreen kiosk, read from a metre away). */
export function Stepper({ label, value, before, after, kind }: Props) {
  const button = (step: Step) => (
    <button key={step.name} type="button" className="mi-step" aria-label={step.name} onClick={step.onPress} disabled={step.disabled}>
      {step.label}
    </button>
  );
  return (
    <div className="mi-stepper" role="group" aria-label={label}>
      <span className="mi-stepper__label">{label}</span>
      <div className="mi-stepper__controls">
        {before.map(button)}
        <output className={`mi-stepper__value mi-stepper__value--${kind}`} aria-label={label}>
          {value}
        </output>
        {after.map(button)}
      </div>
    </div>
  );
}
