import { useCallback, useMemo, useState } from 'react';
import { consentProblems, mismatchOf, type ConsentErrors, type ConsentValues } from '../lib/consent';

const empty: ConsentValues = { acepta: false, confirmacion: '' };

/**
 * The consent step's state, shared by 'Nuevo Empleado' and 'Agregar rostro': what was ticked and typed, the refusal
 * next to each control, and `attempt`, bumped by each refused check so that the step focuses its first refused control.
 */
export function useConsentStep() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<ConsentErrors>({});
  const [attempt, setAttempt] = useState(0);

  /** A change clears the refusal of the control changed. */
  const change = useCallback((patch: Partial<ConsentValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof ConsentValues)[]) delete next[key];
      return next;
    });
  }, []);

  /** True when the consent can be sent for the employee named `employeeName`; otherwise shows why. */
  const check = useCallback(
    (employeeName: string): boolean => {
      const problems = consentProblems(values, employeeName);
      setErrors(problems);
      if (Object.keys(problems).length === 0) return true;
      setAttempt((n) => n + 1);
      return false;
    },
    [values],
  );

  /** The daemon refused the consent: a mismatch of the typed name goes next to it. */
  const refused = useCallback((error: unknown) => {
    const mismatch = mismatchOf(error);
    if (!mismatch) return;
    setErrors({ confirmacion: mismatch });
    setAttempt((n) => n + 1);
  }, []);

  const reset = useCallback(() => {
    setValues(empty);
    setErrors({});
  }, []);

  return useMemo(() => ({ values, errors, attempt, change, check, refused, reset }), [values, errors, attempt, change, check, refused, reset]);
}

export type ConsentStepState = ReturnType<typeof useConsentStep>;
