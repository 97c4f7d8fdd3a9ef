/**
 * The real daemon for the employee screens' tests; UI fetches of `/api/...` go to it, signed in (like
 * test/realDaemon.ts). Without the face engine (the default) register-face answers 503, as on a box whose
 * models failed to load. With `faceEngine: true` the daemon runs in a child process with the real ONNX models.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { NO_FACE_ENGINE, readFace, startTestServer } from '@reloj/daemon/testing';
import { AVISO } from '../../../test/privacyNotice';
import type { Employee } from '../types';

/** What register-face answers on the test daemon without the face engine (the server's sentence, with its period). */
export const FACE_UNAVAILABLE = `El reconocimiento facial no está disponible: ${NO_FACE_ENGINE.status === 'error' ? NO_FACE_ENGINE.reason : ''}`;

export type EmployeesDaemon = {
  /** Calls the API directly as the administrator (seeding, checking what was stored). */
  request: <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;
  /** Every employee, active or not. */
  employees: () => Promise<Employee[]>;
  /**
   * Empties employees, faces and catalogues, and seeds CENTRO, NORTE, CAJERO ($320), GERENTE ($550.50), PUNTUALIDAD ($250)
   * and, unless started with `notice: false`, the privacy notice (a face needs the employee's consent to it).
   */
  reset: () => Promise<void>;
  /** The employee's consent to the current notice, given through the API (as the consent step would). */
  consent: (employeeId: number, nombre: string) => Promise<void>;
  stop: () => Promise<void>;
};

type Backend = { url: string; cookie: string; wipe: () => Promise<void>; close: () => Promise<void> };

const WIPE =
  'DELETE FROM rostros; DELETE FROM checadas; DELETE FROM cambios_turno; DELETE FROM asignaciones; DELETE FROM empleados; DELETE FROM bonos; DELETE FROM puestos; DELETE FROM sucursales;';

/**
 * Issue 31: every baja is a row of `empleado_bajas`, a history whose trigger refuses deletes; between tests its rows go
 * too (the trigger is put back as it was), and the vacation days (incidencias), or the employees they name could not
 * be deleted.
 */
function wipeBajas(db: Awaited<ReturnType<typeof startTestServer>>['db']) {
  const trigger = db.prepare<[], { sql: string }>("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'empleado_bajas_sin_borrar'").get();
  if (!trigger) return;
  db.exec('DROP TRIGGER empleado_bajas_sin_borrar; DELETE FROM empleado_bajas; DELETE FROM incidencias;');
  db.exec(trigger.sql);
}

async function inProcess(): Promise<Backend> {
  const server = await startTestServer();
  const wipe = async () => {
    wipeBajas(server.db);
    server.db.exec(WIPE);
  };
  return { url: server.url, cookie: server.cookie, wipe, close: () => server.close() };
}

async function withFaceEngine(): Promise<Backend> {
  const child: ChildProcess = fork(join(import.meta.dirname, 'faceDaemonChild.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: string) =>
    new Promise<Record<string, string>>((resolve, reject) => {
      const onMessage = (message: Record<string, string>) => {
        if (message.type !== type) return;
        child.off('exit', onExit);
        child.off('message', onMessage);
        resolve(message);
      };
      const onExit = (code: number | null) => reject(new Error(`face daemon exited (${code}) before '${type}'`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const { url = '', cookie = '' } = await next('ready');
  return {
    url,
    cookie,
    wipe: async () => {
      const wiped = next('wiped');
      child.send({ type: 'wipe' });
      await wiped;
    },
    close: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

export async function startEmployeesDaemon(options: { faceEngine?: boolean; notice?: boolean } = {}): Promise<EmployeesDaemon> {
  const backend = options.faceEngine ? await withFaceEngine() : await inProcess();
  const originalFetch = globalThis.fetch;
  const send = (path: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('Cookie', backend.cookie);
    return originalFetch(backend.url + path, { ...init, headers });
  };
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    typeof input === 'string' && input.startsWith('/') ? send(input, init) : originalFetch(input, init);

  const request = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await send(path, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };

  return {
    request,
    employees: () => request<Employee[]>('GET', '/api/employees'),
    reset: async () => {
      await backend.wipe();
      await request('POST', '/api/sucursales', { nombre: 'Centro' });
      await request('POST', '/api/sucursales', { nombre: 'Norte' });
      await request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 320 });
      await request('POST', '/api/puestos', { nombre: 'Gerente', salarioDiario: 550.5 });
      await request('POST', '/api/bonos', { nombre: 'Puntualidad', monto: 250 });
      if (options.notice !== false) await request('PUT', '/api/privacidad', AVISO);
    },
    consent: async (employeeId, nombre) => {
      await request('POST', `/api/employees/${employeeId}/consentimiento`, { confirmacion: nombre });
    },
    stop: async () => {
      globalThis.fetch = originalFetch;
      await backend.close();
    },
  };
}

/** A photo from test-fixtures/faces, as the File an administrator would choose. */
export function facePhotoFile(...parts: string[]): File {
  const name = parts[parts.length - 1] ?? 'foto.jpg';
  return new File([new Uint8Array(readFace(...parts))], name, { type: name.endsWith('.png') ? 'image/png' : 'image/jpeg' });
}

/** A 1x1 PNG: a valid image file with no face in it. */
export function tinyPngFile(): File {
  const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) =>
    c.charCodeAt(0),
  );
  return new File([bytes], 'foto.png', { type: 'image/png' });
}
