import type { z } from 'zod';
import { badRequest } from '../errors.js';

/**
 * Parses a request body (or query) with a zod schema whose messages are Spanish sentences.
 * The first problem is reported; the field is named in `field`.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message && !issue.message.startsWith('Invalid') ? issue.message : 'Los datos enviados no son válidos.';
  throw badRequest('validation_failed', message, field ? { field } : undefined);
}
