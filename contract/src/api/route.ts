/**
 * The API described by the contract (issue 42): one entry per route of the daemon, from which `GET /api/openapi.json`
 * and docs/api.md are generated. A test in the daemon compares these entries with the routes its router registers.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors.js';
import type { Rol } from '../usuarios.js';

/** Who may call a route, as the daemon declares it (daemon/src/middlewares/routeFacts.ts). */
export type Access = 'public' | 'kiosk' | 'readers' | 'managers' | 'admin';

/** The roles each session access admits: nothing declared means administrators only. */
export const ROLES_OF_ACCESS: Record<'admin' | 'readers' | 'managers', readonly Rol[]> = {
  admin: ['administrador'],
  readers: ['administrador', 'gerente', 'consulta'],
  managers: ['administrador', 'gerente'],
};

/** A body that is a file (a workbook, a PDF, a backup...), not JSON. */
export type FileBody = { readonly file: string; readonly note: string };
export type Body = z.ZodType | FileBody;

export const file = (contentType: string, note: string): FileBody => ({ file: contentType, note });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiRoute = {
  method: Method;
  /** As OpenAPI writes it: `/api/employees/{id}`. */
  path: `/api/${string}`;
  access: Access;
  /** One line: what the call does. */
  summary: string;
  /** What else a caller must know (limits, side effects, special answers). */
  notes?: string;
  /** The path parameters; left out, each `{…}` is a string (`{id}`: a positive integer). */
  params?: z.ZodType;
  query?: z.ZodType;
  request?: Body;
  /** The success status: 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /** Left out: no body (204, or a redirect-less empty answer). */
  response?: Body;
  /** The codes this route answers besides the ones every route of its kind does (commonErrors). */
  errors: readonly ErrorCode[];
};

export type ApiGroup = { title: string; routes: readonly ApiRoute[] };

export const isFile = (body: Body): body is FileBody => 'file' in body;

/** The roles that may call a route, as words for people. */
export function rolesText(access: Access): string {
  if (access === 'public') return 'anyone (no session)';
  if (access === 'kiosk') return 'an approved kiosk (header `X-Device-Fingerprint`)';
  return ROLES_OF_ACCESS[access].join(', ');
}

/** The codes every route of a kind answers: the session's, the kiosk's, a body's or a query's. */
export function commonErrors(route: ApiRoute): ErrorCode[] {
  const codes: ErrorCode[] = [];
  if (route.access === 'kiosk') codes.push('device_missing', 'device_unknown', 'device_pending', 'device_rejected');
  if (route.access === 'admin' || route.access === 'managers' || route.access === 'readers') codes.push('unauthorized', 'https_required');
  if (route.access === 'admin' || route.access === 'managers') codes.push('forbidden');
  if (route.request || route.query) codes.push('validation_failed');
  if (route.request && !isFile(route.request)) codes.push('invalid_json', 'payload_too_large');
  if (route.method !== 'GET') codes.push('cross_origin');
  return codes;
}

/** Every code a route may answer, its own first, without repeats. */
export const allErrors = (route: ApiRoute): ErrorCode[] => [...new Set([...route.errors, ...commonErrors(route)])];
