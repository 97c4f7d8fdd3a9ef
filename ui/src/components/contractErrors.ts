import type { z } from 'zod';
import type { FormErrors } from './useFormErrors';

/**
 * A form's refusals told by the contract's own schema (the daemon's sentences), by field: the first issue about
 * each top-level field. Nothing when the input is accepted.
 */
export function contractErrors<K extends string>(schema: z.ZodType, input: unknown): FormErrors<K> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors as FormErrors<K>;
}
