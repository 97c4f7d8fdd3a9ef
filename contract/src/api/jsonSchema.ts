/** The JSON Schema of a route's parts, from its zod schemas (zod 4's z.toJSONSchema). */
import { z } from 'zod';
import { isFile, type ApiRoute, type Body } from './route.js';

export type JsonSchema = { [key: string]: unknown };

/**
 * A request is described as the client writes it (the schema's input), a response as the daemon sends it (its output).
 * Refinements and transforms have no JSON Schema: they are left out (`unrepresentable: 'any'`), the checks stay the daemon's.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _draft, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return mergeAllOf(rest);
}

/** An intersection of objects (`a.and(b)`) as one object, so that its fields list and become parameters like any other. */
function mergeAllOf(schema: JsonSchema): JsonSchema {
  const parts = schema.allOf as JsonSchema[] | undefined;
  if (!parts?.every((p) => p.type === 'object' && p.properties)) return schema;
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties)),
    required: [...new Set(parts.flatMap((p) => (p.required ?? []) as string[]))],
  };
}

export function bodySchema(body: Body, io: 'input' | 'output'): JsonSchema {
  if (isFile(body)) return { type: 'string', contentMediaType: body.file, description: body.note };
  return jsonSchemaOf(body, io);
}

const PARAM = /\{(\w+)\}/g;

/** The path parameters of a route: declared, or each `{…}` a string (`{id}` a positive integer). */
export function paramsSchema(route: ApiRoute): JsonSchema | undefined {
  if (route.params) return jsonSchemaOf(route.params, 'input');
  const names = [...route.path.matchAll(PARAM)].map((m) => m[1]!);
  if (names.length === 0) return undefined;
  const properties = Object.fromEntries(names.map((n) => [n, n === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' }]));
  return { type: 'object', properties, required: names };
}
