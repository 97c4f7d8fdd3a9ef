import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ADMIN } from './daemonProcess.js';
import { facesDir } from './fakeWebcam.js';

/** The admin API over HTTP, for seeding what a test does not drive through the screens. */
export async function adminApi(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!login.ok || !cookie) throw new Error(`login failed: ${login.status}`);
  const call = async <T = any>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(baseUrl + path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  return {
    call,
    facePhoto: (...parts: string[]) => `data:image/jpeg;base64,${readFileSync(join(facesDir, ...parts)).toString('base64')}`,
  };
}
