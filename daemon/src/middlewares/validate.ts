import type { z } from 'zod';
import { validationFailed } from '../errors.js';

/** The part of a Koa context the parsers read. */
type Request = { request: { body?: unknown }; query: unknown };

/**
 * Parses any input with a contract schema whose messages are Spanish sentences. The first problem is reported
 * (422 validation_failed), the field named in `field`. Routes read bodies and queries with parseBody and parseQuery;
 * this is for the rest (a path, a header, the command line). `status` 400 only where docs/api-table.md promises it.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, status: 400 | 422 = 422): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message && !issue.message.startsWith('Invalid') ? issue.message : 'Los datos enviados no son válidos.';
  throw validationFailed(message, field, status);
}

/** The JSON body, parsed: a body that does not parse answers 422 naming the field. */
export const parseBody = <S extends z.ZodType>(schema: S, ctx: Request): z.output<S> => parseOrThrow(schema, ctx.request.body);

/** The query string, parsed: a query that does not parse answers 422 naming the field. */
export const parseQuery = <S extends z.ZodType>(schema: S, ctx: Request): z.output<S> => parseOrThrow(schema, ctx.query);
