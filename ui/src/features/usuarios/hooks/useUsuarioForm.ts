import { useCallback, useRef, useState } from 'react';
import type { FieldErrors, UsuarioFormValues } from '../lib/form';

/** A form of 'Usuarios': its values, the refusals beside its fields, and the focus on the first one refused. */
export function useUsuarioForm(initial: UsuarioFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  /** A change clears the refusals about what changed (a new role may make the branches right). */
  const set = useCallback((changes: Partial<UsuarioFormValues>) => {
    setValues((v) => ({ ...v, ...changes }));
    setErrors((current) => {
      const cleared = new Set<string>(Object.keys(changes));
      if (cleared.has('rol')) cleared.add('sucursalIds');
      return Object.fromEntries(Object.entries(current).filter(([field]) => !cleared.has(field)));
    });
  }, []);

  const refuse = useCallback((found: FieldErrors) => {
    setErrors(found);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .us-field--error input')?.focus());
  }, []);

  const reset = useCallback((next: UsuarioFormValues) => {
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, set, refuse, reset, formRef };
}
