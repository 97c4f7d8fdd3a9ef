import { useCallback, useEffect, useRef, useState } from 'react';

/** The refusals of a form, by field: Spanish sentences shown beside each field. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

export const hasErrors = (errors: FormErrors<string>) => Object.values(errors).some(Boolean);

/**
 * The refusals beside a form's fields: `check(found)` shows them and moves the focus to the first field refused
 * (in the order of the page, inside `formRef`); it returns whether the form may be sent. `clear(...fields)` is for
 * a change to those fields, `clearing(field, setValue)` the onChange that does it.
 */
export function useFormErrors<K extends string, E extends HTMLElement = HTMLFormElement>() {
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<E>(null);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const check = useCallback((found: FormErrors<K>): boolean => {
    setErrors(found);
    if (!hasErrors(found)) return true;
    setRefusals((n) => n + 1);
    return false;
  }, []);

  const clear = useCallback((...fields: K[]) => {
    setErrors((current) => {
      if (!fields.some((field) => current[field])) return current;
      const kept = { ...current };
      for (const field of fields) delete kept[field];
      return kept;
    });
  }, []);

  /** A field's onChange: clears the refusals of `fields` (the one changed, and any that depend on it) and sets the value. */
  const clearing = useCallback(
    <V>(fields: K | readonly K[], set: (value: V) => void) =>
      (value: V) => {
        clear(...(typeof fields === 'string' ? [fields] : fields));
        set(value);
      },
    [clear],
  );

  return { errors, check, clear, clearing, formRef };
}
