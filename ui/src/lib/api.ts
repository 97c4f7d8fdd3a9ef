import { UNAUTHORIZED_EVENT } from './sessionEvents';

/**
 * The one place the UI talks HTTP: same-origin JSON under /api. Every call goes through `request`,
 * so that session cookies and a 401 redirect (admin login) can be added here, once.
 */

/** A failed call. `message` is the server's Spanish `error` sentence when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's stable error code, when it sent one. */
    readonly code?: string,
    /** The server's `error` field, verbatim; undefined when the body had none. */
    readonly serverError?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The server's Spanish `error` and stable `code` from a failed response, when it sent JSON. */
export async function readErrorBody(response: Response): Promise<{ error?: string; code?: string }> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { error, code } = body as Record<string, unknown>;
      return {
        error: typeof error === 'string' && error.trim() !== '' ? error : undefined,
        code: typeof code === 'string' ? code : undefined,
      };
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): no server message.
  }
  return {};
}

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('No hay conexión con el servidor.', 0);
  }
  if (!response.ok) {
    const { error, code } = await readErrorBody(response);
    if (response.status === 401 && !path.startsWith('/api/auth/')) window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    throw new ApiError(error ?? `El servidor respondió con el estado ${response.status}.`, response.status, code, error);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  delete: (path: string) => request<void>('DELETE', path),
};
