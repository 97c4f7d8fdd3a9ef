import { TEST_NOTICE } from '../../src/test-support/testNotice.js';
import { readFace } from '../../src/test-support/faces.js';
import { E2E_ADMIN } from './daemonProcess.js';

/** The privacy notice as an administrator fills it in 'Privacidad' (PUT /api/privacidad): the daemon tests' own. */
export const AVISO = TEST_NOTICE;

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
    /** Publishes the privacy notice (the same data again keeps the version): no face is registered without it. */
    publishNotice: () => call('PUT', '/api/privacidad', AVISO),
    /**
     * Issue 40: the box started recording on `fecha`. A test that seeds weeks before the day its box started declares it,
     * as the owner of a box with that history would; otherwise those days are 'sin registro', neither faltas nor paid.
     */
    recordSince: (fecha: string) => call('PUT', '/api/inicio-registro', { fecha, motivo: 'La caja registra desde esa fecha (datos de la prueba).' }),
    /**
     * As 'Nuevo Empleado' and 'Agregar rostro' do: the employee's consent to the current notice (their name as they
     * type it), then the face. The daemon refuses a face without the consent (409 consent_required).
     */
    consentAndRegister: async (employeeId: number, nombre: string, body: Record<string, unknown>) => {
      await call('POST', `/api/employees/${employeeId}/consentimiento`, { confirmacion: nombre });
      return call('POST', `/api/employees/${employeeId}/register-face`, body);
    },
    facePhoto: (...parts: string[]) => `data:image/jpeg;base64,${readFace(...parts).toString('base64')}`,
    /**
     * Hires someone whose shift is the whole day (any hour the test runs is within it) on a branch and post that exist,
     * at 315.50 a day unless `fields` says otherwise; answers the new id.
     */
    hireAllDay: async (nombre: string, fields: { sucursal: string; puesto: string } & Record<string, unknown>) =>
      (
        await call<{ id: number }>('POST', '/api/employees', {
          nombre,
          salario: 315.5,
          bono: 0,
          fechaIngreso: '2026-01-05',
          horaEntrada: '00:00',
          horaSalida: '23:59',
          ...fields,
        })
      ).id,
  };
}
