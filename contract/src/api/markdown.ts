/** docs/api.md, generated from the route catalogue: a table of every call, then a section per route with its fields. */
import { bodySchema, paramsSchema, jsonSchemaOf, type JsonSchema } from './jsonSchema.js';
import { commonErrors, isFile, rolesText, type ApiGroup, type ApiRoute, type Body } from './route.js';
import { API_INTRO } from './intro.js';

/** The command that writes docs/api.md again; printed by the test that finds it stale. */
export const DOCS_API_COMMAND = 'npm run docs:api';

const MAX_DEPTH = 4;
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

/** A bound a reader needs: a number, and not the safe-integer bounds zod writes for every int. */
const bound = (v: unknown): number | undefined => (typeof v === 'number' && Math.abs(v) !== Number.MAX_SAFE_INTEGER ? v : undefined);

function range(low: unknown, high: unknown, unit: string): string {
  const [min, max] = [bound(low), bound(high)];
  if (min === undefined && max === undefined) return '';
  if (min === 1 && max === undefined && unit === 'chars') return ', not empty';
  if (min !== undefined && max !== undefined) return min === max ? `, ${min} ${unit}` : `, ${min}-${max} ${unit}`;
  return min !== undefined ? `, at least ${min} ${unit}` : `, at most ${String(max)} ${unit}`;
}

/** A schema's type in a few words: `string (1-120 chars)`, `'a' | 'b'`, `array of integer`, `object | null`. */
export function typeText(s: JsonSchema): string {
  const variants = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (variants) return [...new Set(variants.map(typeText))].join(' | ');
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (typeof s.$ref === 'string') return `see ${s.$ref.split('/').at(-1)}`;
  switch (s.type) {
    case 'string': {
      const pattern = typeof s.pattern === 'string' && s.pattern.length <= 40 ? `, ${code(s.pattern)}` : '';
      const format = typeof s.format === 'string' ? ` ${s.format}` : '';
      return `string${format}${range(s.minLength, s.maxLength, 'chars')}${pattern}`;
    }
    case 'integer':
    case 'number':
      return `${s.type}${range(s.minimum ?? s.exclusiveMinimum, s.maximum ?? s.exclusiveMaximum, '')}`.replace(/ $/, '');
    case 'boolean':
    case 'null':
      return String(s.type);
    case 'array': {
      const items = s.items as JsonSchema | undefined;
      return `array${range(s.minItems, s.maxItems, 'items')} of ${items ? typeText(items) : 'any'}`;
    }
    case 'object': {
      const extra = s.additionalProperties as JsonSchema | boolean | undefined;
      if (!s.properties && extra && typeof extra === 'object') return `object of ${typeText(extra)}`;
      return 'object';
    }
    default:
      return Array.isArray(s.type) ? s.type.join(' | ') : 'any';
  }
}

/** The object whose fields a schema's lines go on to list: itself, its nullable variant, or its array's items. */
function inner(s: JsonSchema): JsonSchema | undefined {
  if (s.type === 'object' && s.properties) return s;
  if (s.type === 'array' && s.items) return inner(s.items as JsonSchema);
  const variants = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  const objects = variants?.map(inner).filter((v): v is JsonSchema => v !== undefined) ?? [];
  return objects.length === 1 ? objects[0] : undefined;
}

/** The field list of a schema, one Markdown bullet a field, nested objects indented. */
export function fieldLines(s: JsonSchema, depth = 0): string[] {
  const pad = '  '.repeat(depth);
  const variants = (s.anyOf ?? s.oneOf) as JsonSchema[] | undefined;
  if (!s.properties && variants && variants.filter((v) => inner(v)).length > 1) {
    return variants.flatMap((v, i) => [
      `${pad}- one of (${i + 1}): ${typeText(v)}`,
      ...(inner(v) && depth < MAX_DEPTH ? fieldLines(inner(v)!, depth + 1) : []),
    ]);
  }
  const object = inner(s);
  if (!object) return [`${pad}- ${typeText(s)}${typeof s.description === 'string' ? `: ${s.description}` : ''}`];
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(object.properties as Record<string, JsonSchema>).flatMap(([name, field]) => {
    const note = typeof field.description === 'string' ? `: ${field.description}` : '';
    const line = `${pad}- ${code(name)} (${typeText(field)}${required.has(name) ? '' : ', optional'})${note}`;
    const nested = inner(field);
    return [line, ...(nested && depth < MAX_DEPTH ? fieldLines(nested, depth + 1) : [])];
  });
}

function bodyLines(title: string, body: Body, io: 'input' | 'output'): string[] {
  if (isFile(body)) return [`**${title}:** a file, ${code(body.file)}: ${body.note}`, ''];
  const schema = bodySchema(body, io);
  const object = schema.type === 'object' && schema.properties;
  return [`**${title}:**${object ? '' : ` ${typeText(schema)}`}`, '', ...fieldLines(schema), ''];
}

/** The anchor GitHub gives a heading (lower case, punctuation dropped, spaces to dashes), repeats numbered. */
function anchorMaker() {
  const seen = new Map<string, number>();
  return (heading: string) => {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}-${n}`;
  };
}

const heading = (route: ApiRoute) => `${route.method} ${route.path}`;
const cell = (text: string) => text.replace(/\|/g, '\\|');

function routeSection(route: ApiRoute): string[] {
  const own = route.errors.map(code).join(', ');
  const common = commonErrors(route).map(code).join(', ');
  const params = paramsSchema(route);
  return [
    `### ${heading(route)}`,
    '',
    `**Who:** ${rolesText(route.access)}. **Answers:** ${route.status ?? 200}.`,
    '',
    route.summary,
    '',
    ...(route.notes ? [route.notes, ''] : []),
    ...(params ? ['**Path:**', '', ...fieldLines(params), ''] : []),
    ...(route.query ? ['**Query:**', '', ...fieldLines(jsonSchemaOf(route.query, 'input')), ''] : []),
    ...(route.request ? bodyLines('Request', route.request, 'input') : []),
    ...(route.response ? bodyLines('Response', route.response, 'output') : ['**Response:** no body.', '']),
    `**Errors:** ${own || 'none of its own'}${common ? `; as every route of its kind: ${common}` : ''}.`,
    '',
  ];
}

/** The whole page, as docs/api.md holds it. */
export function apiMarkdown(groups: readonly ApiGroup[]): string {
  const anchor = anchorMaker();
  anchor('API'); // the page's title
  const lines: string[] = ['# API', '', ...API_INTRO, ''];
  const toc: string[] = ['## Every call', '', '| call | who | what |', '| --- | --- | --- |'];
  anchor('Every call');
  const body: string[] = [];
  for (const group of groups) {
    body.push(`## ${group.title}`, '');
    anchor(group.title);
    for (const route of group.routes) {
      toc.push(`| [${code(heading(route))}](#${anchor(heading(route))}) | ${cell(rolesText(route.access))} | ${cell(route.summary)} |`);
      body.push(...routeSection(route));
    }
  }
  return [...lines, ...toc, '', ...body].join('\n').trimEnd() + '\n';
}
