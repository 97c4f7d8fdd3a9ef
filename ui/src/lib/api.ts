import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '@reloj/contract/errors';
import { UNAUTHORIZED_EVENT } from './sessionEvents';

/**
 * The one place the UI talks HTTP: same-origin JSON under /api, for the admin panel and the kiosk. Every call
 * goes through `request`, so that session cookies and the 401 redirect (admin login) live here, once.
 */

/** A code of the contract's list. */
const isErrorCode = (value: unknown): value is ErrorCode => (ERROR_CODES as readonly unknown[]).includes(value);

/** A failed call. `message` is the server's Spanish `error` sentence when it sent one. */
export class ApiError extends Error {
  /** The server's stable error code, when it sent one of the contract's (another daemon version's unknown code reads as none). */
  readonly code?: ErrorCode;

  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The `code` of the error body, as it came. */
    code?: string,
    /** The server's `error` field, verbatim; undefined when the body had none. */
    readonly serverError?: string,
    /** The request field the server named (validation errors), e.g. 'codigos.falta'. */
    readonly field?: string,
    /** The server's `details` object (a challenge to put to the person, seconds to wait...), when it sent one. */
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = isErrorCode(code) ? code : undefined;
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's Spanish `error`, stable `code` and `details` from a failed response (the contract's error body), when it sent JSON. */
async function readErrorBody(response: Response): Promise<Partial<Omit<ApiErrorBody, 'code'>> & { code?: string }> {
  try {
    const body: unknown = await response.json();
    if (isObject(body)) {
      const { error, code, field, details } = body;
      return {
        error: typeof error === 'string' && error.trim() !== '' ? error : undefined,
        code: typeof code === 'string' ? code : undefined,
        field: typeof field === 'string' && field !== '' ? field : undefined,
        details: isObject(details) ? details : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): no server message.
  }
  return {};
}

export type RequestOptions = {
  /** Extra headers (the kiosk's device fingerprint and Idempotency-Key). */
  headers?: Record<string, string>;
  /** Give up after this long (status 0, as if the server could not be reached). */
  timeoutMs?: number;
  /** Give up when this aborts: whoever asked no longer needs the answer (status 0 too). */
  signal?: AbortSignal;
};

/**
 * One JSON call. Status 0 in the ApiError means the server could not be reached (or did not answer in time). A Blob
 * body (a file: a backup to restore) is sent as it is, as application/octet-stream; a FormData as multipart/form-data;
 * anything else as JSON.
 */
export async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const file = body instanceof Blob;
  // A form with a file (the staff workbook for 'Importar'): the browser writes multipart/form-data and its boundary.
  const form = body instanceof FormData;
  const controller = options.timeoutMs === undefined && !options.signal ? undefined : new AbortController();
  const timer = controller && options.timeoutMs !== undefined ? setTimeout(() => controller.abort(), options.timeoutMs) : undefined;
  options.signal?.addEventListener('abort', () => controller?.abort(), { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(body === undefined || form ? {} : { 'Content-Type': file ? 'application/octet-stream' : 'application/json' }),
          ...options.headers,
        },
        body: body === undefined ? undefined : file || form ? body : JSON.stringify(body),
        signal: controller?.signal,
      });
    } catch {
      throw new ApiError('No hay conexión con el servidor.', 0);
    }
    if (!response.ok) {
      const { error, code, field, details } = await readErrorBody(response);
      if (response.status === 401 && !path.startsWith('/api/auth/')) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
      throw new ApiError(error ?? `El servidor respondió con el estado ${response.status}.`, response.status, code, error, field, details);
    }
    if (response.status === 204) return undefined as T;
    try {
      return (await response.json()) as T;
    } catch {
      throw new ApiError('La respuesta del servidor no se pudo leer.', 0);
    }
  } finally {
    clearTimeout(timer);
  }
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  delete: (path: string) => request<void>('DELETE', path),
};
