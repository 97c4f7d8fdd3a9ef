import type { z } from 'zod';
import { validationFailed } from '../errors.js';

/**
 * Parses a request body (or query) with a zod schema whose messages are Spanish sentences.
 * The first problem is reported; the field is named in `field`. The routes of issue 12 onwards answer 422 (the
 * request was well-formed JSON, its values are not acceptable); the older ones keep 400.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, status: 400 | 422 = 400): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message && !issue.message.startsWith('Invalid') ? issue.message : 'Los datos enviados no son válidos.';
  throw validationFailed(message, field, status);
}
