import { useId, type ReactNode } from 'react';
import './fields.css';

/** What a field gives its control: the id its label points at, and whether and by what it is refused. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

type FieldProps = {
  label: ReactNode;
  /** The form's refusal of this field, in Spanish; the control is marked invalid and described by it. */
  error?: string | null;
  /** A plain line under the control; the refusal takes its place while there is one. */
  hint?: ReactNode;
  /**
   * The form refuses it empty. Said to assistive technology (aria-required), not with the `required` attribute:
   * that would give the control the browser's own message (validationMessage 'Please fill out this field.').
   */
  required?: boolean;
  /** The wrapper's class (its place in a grid). */
  className?: string;
  children: (control: FieldControl) => ReactNode;
};

/** What a labelled control (TextField, SelectField, DateInput…) is given beside its own attributes. */
export type LabelledProps = {
  label: string;
  /** The form's refusal of this field. */
  error?: string | null;
  hint?: string;
  /** The wrapper's class. */
  className?: string;
};

/** The same for a control whose value is text: the value, and the new one as it is typed. */
export type LabelledTextProps = LabelledProps & { value: string; onChange: (value: string) => void };

/** The ids a control is described by, in the order they are read; undefined for none. */
export const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * A form control with its visible label (for/id: a wrapping label would add a select's chosen option to its name)
 * and, under it, the form's own refusal in Spanish or else a hint. The forms are `noValidate`: no browser bubble
 * ('Please fill out this field.') ever speaks for them.
 */
export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={['field', error ? 'field--error' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(error ? errorId : null, hint && !error ? hintId : null),
        'aria-required': required ? true : undefined,
      })}
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : (
        hint && (
          <span id={hintId} className="field__hint">
            {hint}
          </span>
        )
      )}
    </div>
  );
}
