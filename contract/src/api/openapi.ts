/** The OpenAPI 3.1 document of the daemon's API, generated from the route catalogue (GET /api/openapi.json). */
import { z } from 'zod';
import { apiErrorSchema } from '../errors.js';
import { bodySchema, jsonSchemaOf, paramsSchema, type JsonSchema } from './jsonSchema.js';
import { allErrors, isFile, ROLES_OF_ACCESS, rolesText, type ApiGroup, type ApiRoute, type Body } from './route.js';

const content = (body: Body, io: 'input' | 'output') => ({ [isFile(body) ? body.file : 'application/json']: { schema: bodySchema(body, io) } });

function parameters(route: ApiRoute): JsonSchema[] {
  const from = (schema: JsonSchema | undefined, where: 'path' | 'query') => {
    const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((schema?.required ?? []) as string[]);
    return Object.entries(properties).map(([name, s]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: s }));
  };
  return [...from(paramsSchema(route), 'path'), ...from(route.query && jsonSchemaOf(route.query, 'input'), 'query')];
}

function operation(route: ApiRoute, tag: string): JsonSchema {
  const status = route.status ?? 200;
  const errorSchema = { ...jsonSchemaOf(apiErrorSchema, 'output') } as JsonSchema & { properties: Record<string, JsonSchema> };
  const params = parameters(route);
  return {
    tags: [tag],
    summary: route.summary,
    ...(route.notes ? { description: route.notes } : {}),
    operationId: `${route.method.toLowerCase()} ${route.path}`,
    'x-access': route.access,
    'x-roles': route.access === 'public' || route.access === 'kiosk' ? [] : ROLES_OF_ACCESS[route.access],
    'x-who': rolesText(route.access),
    ...(params.length ? { parameters: params } : {}),
    ...(route.request ? { requestBody: { required: true, content: content(route.request, 'input') } } : {}),
    ...(route.access === 'public' ? { security: [] } : route.access === 'kiosk' ? { security: [{ kiosco: [] }] } : {}),
    responses: {
      [String(status)]: { description: route.summary, ...(route.response ? { content: content(route.response, 'output') } : {}) },
      '4XX': {
        description: 'A refusal: `{error, code, field?, details?}`; `code` one of the listed.',
        content: {
          'application/json': { schema: { ...errorSchema, properties: { ...errorSchema.properties, code: { type: 'string', enum: allErrors(route) } } } },
        },
      },
    },
  };
}

/** The document GET /api/openapi.json answers: OpenAPI 3.1, its operations under `paths[path][method]`. */
export const openApiDocumentSchema = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  jsonSchemaDialect: z.string(),
  tags: z.array(z.object({ name: z.string() })),
  components: z.object({ securitySchemes: z.record(z.string(), z.object({ type: z.string(), in: z.string(), name: z.string() })) }),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  /** Each operation: summary, description, tags, `x-roles`, parameters, requestBody and responses (OpenAPI's Operation Object). */
  paths: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export function openApiDocument(groups: readonly ApiGroup[], version: string): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const group of groups) {
    for (const route of group.routes) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route, group.title);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Reloj Checador',
      version,
      description:
        'The JSON API of a Reloj Checador box, under /api. Generated from the zod schemas of @reloj/contract (contract/src/api/). ' +
        'Every refusal is `{error, code, field?, details?}`: `error` a Spanish sentence, `code` stable for programs.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    tags: groups.map((g) => ({ name: g.title })),
    components: {
      securitySchemes: {
        sesion: { type: 'apiKey', in: 'cookie', name: 'reloj_sesion' },
        kiosco: { type: 'apiKey', in: 'header', name: 'X-Device-Fingerprint' },
      },
    },
    security: [{ sesion: [] }],
    paths,
  };
}
