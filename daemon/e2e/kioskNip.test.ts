import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { launchBrowser, newPage } from './support/browser.js';
import { E2E_ADMIN, startDaemon, type RunningDaemon } from './support/daemonProcess.js';
import { fakeWebcamFrom } from './support/fakeWebcam.js';

/** A function, never a string: the page's CSP has no 'unsafe-eval' (see kiosk.test.ts). */
declare const document: { querySelector(selector: 'video'): { readyState: number; videoWidth: number } | null };
const cameraPlaying = () => {
  const video = document.querySelector('video');
  return Boolean(video && video.readyState >= 2 && video.videoWidth > 0);
};

/** One POST /api/attendance/check-in-pin of the kiosk page: what it sent and the status it got. */
type PinExchange = { body: Record<string, unknown>; headers: Record<string, string>; status: number };

// Issue 15 item 3: an employee whose face the kiosk does not recognise checks in with the número de empleado and
// the NIP an administrator set, on the on-screen keypad of a touchscreen without a keyboard. The camera keeps
// running and its photo is kept as evidence.
let daemon: RunningDaemon;
let camera: Browser;
let employeeId: number;

beforeAll(async () => {
  daemon = await startDaemon({ RELOJ_DUPLICATE_WINDOW_S: '0' }); // the salida comes seconds after the entrada here;
  const api = await adminApi(daemon.url);
  await api.call('POST', '/api/sucursales', { nombre: 'Centro' });
  await api.call('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
  employeeId = (
    await api.call('POST', '/api/employees', {
      nombre: 'Rosa Elena Ruiz',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '00:00',
      horaSalida: '23:59',
      numeroEmpleado: '0042',
    })
  ).id;
  await api.call('PUT', `/api/employees/${employeeId}/pin`, { pin: '4821' });
  // Nobody's face is enrolled: whoever stands there, the NIP is what punches.
  camera = await launchBrowser({ fakeWebcam: fakeWebcamFrom('people', 'biden', '1.jpg') });
}, 180_000);

afterAll(async () => {
  await camera?.close();
  await daemon?.stop();
});

describe('the número de empleado keypad in a real browser', () => {
  it('taps the número and the NIP, punches with the camera photo as evidence, and the punch says nip', async () => {
    const { page: kiosk } = await newPage(camera, { width: 800, height: 1280 });
    await kiosk.goto(`${daemon.url}/kiosk`);
    await kiosk.getByRole('heading', { name: 'Dispositivo Pendiente de Aprobación' }).waitFor();
    const api = await adminApi(daemon.url);
    const [pending] = (await api.call<{ id: number; status: string }[]>('GET', '/api/devices')).filter((d) => d.status === 'pending');
    await api.call('POST', `/api/devices/${pending!.id}/approve`);
    await kiosk.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });
    await kiosk.waitForFunction(cameraPlaying);

    const sent: PinExchange[] = [];
    kiosk.on('response', (response) => {
      if (!response.url().endsWith('/api/attendance/check-in-pin')) return;
      const request = response.request();
      sent.push({ body: (request.postDataJSON() ?? {}) as Record<string, unknown>, headers: request.headers(), status: response.status() });
    });

    await kiosk.getByRole('button', { name: 'Checar con número de empleado' }).click();
    await kiosk.getByRole('heading', { name: 'Escribe tu número de empleado' }).waitFor();
    for (const digit of '0042') await kiosk.getByRole('button', { name: digit, exact: true }).click();
    await kiosk.getByRole('button', { name: 'Continuar' }).click();
    await kiosk.getByRole('heading', { name: 'Escribe tu NIP' }).waitFor();
    for (const digit of '4821') await kiosk.getByRole('button', { name: digit, exact: true }).click();
    await expect(kiosk.getByRole('status', { name: 'NIP: 4 dígitos escritos' }).innerText()).resolves.toBe('●●●●');
    // Nowhere on the screen as a number of its own (a port such as 44821 in the privacy address is not the NIP).
    await expect(kiosk.locator('body').innerText()).resolves.not.toMatch(/(?<!\d)4821(?!\d)/);
    // The keys are large enough for a finger at this size.
    const key = await kiosk.getByRole('button', { name: '5', exact: true }).boundingBox();
    expect(key!.height).toBeGreaterThanOrEqual(64);
    // The camera is still running beside the keypad: its frame is what goes with the NIP.
    await kiosk.waitForFunction(cameraPlaying);
    await kiosk.getByRole('button', { name: 'Checar', exact: true }).click();

    await kiosk.getByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`).waitFor({ timeout: 20_000 });
    await kiosk.getByText('ROSA ELENA RUIZ').first().waitFor();
    await expect.poll(() => sent, { timeout: 5_000 }).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: 201, body: { numeroEmpleado: '0042', pin: '4821' } });
    expect(sent[0]!.body.image).toMatch(/^data:image\/jpeg;base64,/);
    expect(sent[0]!.headers['x-device-fingerprint']).toMatch(/^[0-9a-f]{64}$/);
    expect(sent[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);

    const punches = await api.call<{ employeeId: number; metodo: string; tipo: string; foto: string | null }[]>('GET', '/api/attendance');
    expect(punches).toHaveLength(1);
    expect(punches[0]).toMatchObject({ employeeId, metodo: 'nip', tipo: 'entrada' });
    expect(punches[0]!.foto).toBeTruthy();
    const photo = await adminGet(punches[0]!.foto!);
    expect(photo.type).toBe('image/jpeg');
    expect([...photo.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);

    // Back to the camera for the next person.
    await kiosk.getByRole('button', { name: 'Toca la pantalla para continuar' }).click();
    await kiosk.getByRole('button', { name: 'Checar Entrada / Salida' }).waitFor();

    // Issue 30 item 7: the privacy address under the button is one a phone on the LAN can open, never this page's own host.
    const privacyLine = await kiosk.getByText(/^Tu rostro se usa solo para registrar tu asistencia\. Aviso de privacidad:/).innerText();
    const address = new URL(privacyLine.replace(/^.*Aviso de privacidad:\s*/, '').trim());
    expect(address.pathname).toBe('/privacidad');
    expect(['localhost', '127.0.0.1', '[::1]', new URL(daemon.url).hostname]).not.toContain(address.hostname);

    // The salida says goodbye under 'SALIDA' (the rule asking to confirm an early salida turned off for this).
    await api.call('PUT', '/api/reglas', { minutosMinimosJornada: 0 });
    await kiosk.getByRole('button', { name: 'Checar con número de empleado' }).click();
    for (const digit of '0042') await kiosk.getByRole('button', { name: digit, exact: true }).click();
    await kiosk.getByRole('button', { name: 'Continuar' }).click();
    await kiosk.getByRole('heading', { name: 'Escribe tu NIP' }).waitFor();
    for (const digit of '4821') await kiosk.getByRole('button', { name: digit, exact: true }).click();
    await kiosk.getByRole('button', { name: 'Checar', exact: true }).click();
    const goodbye = kiosk.getByRole('status').filter({ hasText: '¡Hasta luego, ROSA ELENA RUIZ!' });
    await goodbye.waitFor({ timeout: 20_000 });
    await expect(goodbye.locator('.kiosk-success__tipo').innerText()).resolves.toBe('SALIDA');
    await expect(goodbye.innerText()).resolves.not.toContain('Registro exitoso');
    expect((await api.call<{ tipo: string }[]>('GET', '/api/attendance')).map((p) => p.tipo).sort()).toEqual(['entrada', 'salida']);
  });
});

/** A GET of the administrator's that is not JSON (the punch's photo). */
async function adminGet(path: string): Promise<{ type: string; bytes: Uint8Array }> {
  const login = await fetch(`${daemon.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await fetch(daemon.url + path, { headers: { cookie } });
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) };
}
