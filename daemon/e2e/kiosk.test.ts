import { addDays, weekday } from '@reloj/contract/dates';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './support/adminApi.js';
import { signIn } from './support/adminLogin.js';
import { launchBrowser, newPage } from './support/browser.js';
import { watchCheckIns } from './support/checkInTraffic.js';
import { startDaemon, type RunningDaemon } from './support/daemonProcess.js';
import { fakeWebcamFrom, fakeWebcamFromVideo } from './support/fakeWebcam.js';

/** The fake webcam delivers frames (evaluated in the page). */
/**
 * A function, never a string: the page's CSP has no 'unsafe-eval', so a string predicate is refused
 * whenever it is not already true at the first try (it made this test fail in 3 runs of 4).
 */
declare const document: { querySelector(selector: 'video'): { readyState: number; videoWidth: number } | null; documentElement: { scrollHeight: number } };
const cameraPlaying = () => {
  const video = document.querySelector('video');
  return Boolean(video && video.readyState >= 2 && video.videoWidth > 0);
};

// 7:58 at the branch: a new kiosk is approved from the panel, and the employee checks in with their face.
// Liveness is `block` (the default): a still photo in front of the camera would be asked to turn the head and then
// refused (kioskChallenge.test.ts), so the enrolled employee's camera is a real, moving face.
let daemon: RunningDaemon;
let enrolledCamera: Browser;
let strangerCamera: Browser;
let employeeId: number;

beforeAll(async () => {
  // A one-second duplicate window, so that the 'Mi asistencia' test punches again within the minute (issue 43).
  daemon = await startDaemon({ RELOJ_DUPLICATE_WINDOW_S: '1' });
  const api = await adminApi(daemon.url);
  await api.call('POST', '/api/sucursales', { nombre: 'Centro' });
  await api.call('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 315.5 });
  employeeId = (
    await api.call('POST', '/api/employees', {
      nombre: 'Lin-Manuel Miranda',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 315.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '00:00',
      horaSalida: '23:59',
    })
  ).id;
  await api.publishNotice();
  await api.consentAndRegister(employeeId, 'Lin-Manuel Miranda', { image: api.facePhoto('people', 'lin_manuel_miranda', '1.png') });
  // The kiosk's camera films the same man on stage, turning his head; on a second kiosk, someone never enrolled.
  enrolledCamera = await launchBrowser({ fakeWebcam: fakeWebcamFromVideo() });
  strangerCamera = await launchBrowser({ fakeWebcam: fakeWebcamFrom('people', 'biden', '1.jpg') });
}, 180_000);

afterAll(async () => {
  await enrolledCamera?.close();
  await strangerCamera?.close();
  await daemon?.stop();
});

describe('the kiosk in a real browser with a fake webcam', () => {
  it('waits for approval, turns authorized by itself, checks the employee in, and the punch shows in Asistencias', async () => {
    const { page: kiosk } = await newPage(enrolledCamera, { width: 1280, height: 800 });
    await kiosk.goto(`${daemon.url}/kiosk`);
    await kiosk.getByRole('heading', { name: 'Dispositivo Pendiente de Aprobación' }).waitFor();
    const code = (await kiosk.locator('body').innerText()).match(/[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/)?.[0];
    expect(code).toBeTruthy();

    const { page: admin } = await newPage(enrolledCamera);
    await admin.goto(`${daemon.url}/admin/dispositivos`);
    await signIn(admin);
    const row = admin.getByRole('row', { name: new RegExp(code!) });
    await row.getByRole('button', { name: 'Aprobar' }).click();
    // 'Aprobar' asks the kiosk's name and branch (issue 30).
    const approval = admin.getByRole('dialog', { name: 'Aprobar dispositivo' });
    await approval.getByLabel('Nombre').fill('Entrada');
    await approval.getByLabel(/Sucursal/).selectOption({ label: 'CENTRO' });
    await approval.getByRole('button', { name: 'Aprobar' }).click();
    await admin.getByText(`Dispositivo ${code} aprobado.`).waitFor();

    // No reload: the pending kiosk re-checks on its own.
    await kiosk.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });
    const button = kiosk.getByRole('button', { name: 'Checar Entrada / Salida' });
    await kiosk.locator('video').first().waitFor();
    await kiosk.waitForFunction(cameraPlaying);
    const checkIns = watchCheckIns(kiosk);
    await button.click();
    await kiosk.getByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`).waitFor({ timeout: 20_000 });
    await kiosk.getByText('LIN-MANUEL MIRANDA').first().waitFor();
    // A moving face punches on its burst alone: one request of 4 frames, no head turn asked.
    await expect.poll(() => checkIns, { timeout: 5_000 }).toHaveLength(1);
    expect(checkIns[0]).toMatchObject({ frames: 4, reto: null, status: 201 });

    await admin.goto(`${daemon.url}/admin/asistencias`);
    const punch = admin.getByRole('row', { name: /LIN-MANUEL MIRANDA/ });
    await punch.waitFor();
    await expect(punch.innerText()).resolves.toMatch(/Entrada/);
  });

  it('tells a person who is not enrolled that the face was not recognised', async () => {
    const { page: kiosk } = await newPage(strangerCamera, { width: 800, height: 1280 });
    await kiosk.goto(`${daemon.url}/kiosk`);
    await kiosk.getByRole('heading', { name: 'Dispositivo Pendiente de Aprobación' }).waitFor();
    const api = await adminApi(daemon.url);
    const pending = (await api.call<{ id: number; status: string }[]>('GET', '/api/devices')).filter((d) => d.status === 'pending');
    expect(pending).toHaveLength(1);
    await api.call('POST', `/api/devices/${pending[0]!.id}/approve`);
    await kiosk.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });
    await kiosk.waitForFunction(cameraPlaying);
    const checkIns = watchCheckIns(kiosk);
    await kiosk.getByRole('button', { name: 'Checar Entrada / Salida' }).click();
    await kiosk.getByText('Rostro no reconocido. Por favor, inténtalo de nuevo.').waitFor({ timeout: 20_000 });
    // A stranger is told so at once, never asked to turn the head (a still photo, yet no challenge).
    await expect.poll(() => checkIns, { timeout: 5_000 }).toHaveLength(1);
    expect(checkIns[0]).toMatchObject({ frames: 4, status: 422, code: 'not_recognised' });
    const punches = await api.call<unknown[]>('GET', '/api/attendance');
    expect(punches).toHaveLength(1); // only the enrolled employee's
  });

  it("'Mi asistencia' at an 800x1280 kiosk (English browser): the week, an 'Olvidé checar' approved in the panel, the answer at the next punch (issue 43)", async () => {
    const api = await adminApi(daemon.url);
    // A weekly period that began yesterday, whatever today is: the form can reach yesterday. A salida right after.
    const { fecha: hoy } = await api.call<{ fecha: string }>('GET', '/api/reloj');
    const ayer = addDays(hoy, -1);
    await api.call('PUT', '/api/reglas', { periodo: 'semanal', inicioSemana: weekday(ayer), minutosMinimosJornada: 0 });

    const { page: kiosk } = await newPage(enrolledCamera, { width: 800, height: 1280 }, 'en-US');
    await kiosk.goto(`${daemon.url}/kiosk`);
    await kiosk.getByRole('heading', { name: 'Dispositivo Pendiente de Aprobación' }).waitFor();
    const pending = (await api.call<{ id: number; status: string }[]>('GET', '/api/devices')).filter((d) => d.status === 'pending');
    await api.call('POST', `/api/devices/${pending[0]!.id}/approve`);
    await kiosk.getByRole('heading', { name: 'Reloj Checador Autorizado' }).waitFor({ timeout: 20_000 });
    await kiosk.waitForFunction(cameraPlaying);
    const punch = kiosk.getByRole('button', { name: 'Checar Entrada / Salida' });
    await punch.click(); // the salida of the first test's entrada
    const open = kiosk.getByRole('button', { name: 'Mi asistencia' });
    await open.waitFor({ timeout: 20_000 });
    await expect(kiosk.locator('body').innerText()).resolves.toMatch(/SALIDA[\s\S]*Hasta luego/);

    await open.click();
    const view = kiosk.getByRole('dialog', { name: 'Mi asistencia' });
    await view.getByText('LIN-MANUEL MIRANDA').waitFor();
    const today = view.getByRole('listitem', { name: dayLabel(hoy) });
    await expect(today.innerText()).resolves.toMatch(/Entrada\s+\d{2}:\d{2}[\s\S]*Salida\s+\d{2}:\d{2}/);
    await expect(view.innerText()).resolves.not.toContain('$'); // no money without importesEnKiosco
    // Hired in January, before the box: no opening balance captured, so no number (it read 'null días pendientes').
    await view.getByText('Saldo por capturar').waitFor();
    const fits = await kiosk.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);
    expect(fits).toBe(true); // a week without scrolling at the kiosk's size

    await view.getByRole('button', { name: 'Olvidé checar' }).click();
    await kiosk.getByRole('button', { name: 'Día anterior' }).click();
    await kiosk.getByRole('group', { name: 'Día' }).getByText(longDayLabel(ayer)).waitFor();
    await kiosk.getByText('Ese día no tienes checadas.').waitFor();
    await kiosk.getByRole('button', { name: 'Enviar' }).click();
    await kiosk.getByText('Solicitud enviada').waitFor();
    await kiosk.getByRole('button', { name: 'Cerrar' }).click();
    await view.waitFor({ state: 'detached' });

    const { page: admin } = await newPage(enrolledCamera, { width: 1366, height: 768 }, 'en-US');
    await admin.goto(`${daemon.url}/admin/solicitudes`);
    await signIn(admin);
    const row = admin.getByRole('row', { name: /LIN-MANUEL MIRANDA/ });
    await expect(row.innerText()).resolves.toContain(ayer.slice(8, 10) + '/' + ayer.slice(5, 7));
    await row.getByRole('button', { name: 'Aprobar' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Sí, aprobar' }).click();
    await admin.getByText('Solicitud de LIN-MANUEL MIRANDA aprobada.').waitFor();
    const punches = await api.call<{ manual: boolean; diaLaboral: string; motivo: string | null }[]>('GET', `/api/attendance?desde=${ayer}&hasta=${hoy}`);
    expect(punches.filter((p) => p.manual)).toEqual([expect.objectContaining({ diaLaboral: ayer, motivo: 'Solicitud n.º 1 de LIN-MANUEL MIRANDA' })]);

    // The next punch carries the answer, once.
    await kiosk.waitForTimeout(1_100); // past the one-second duplicate window
    await punch.click();
    await kiosk.getByText(`Bienvenido! Registro exitoso para empleado ID: ${employeeId}`).waitFor({ timeout: 20_000 });
    await kiosk.getByText(`Tu solicitud del ${ayer.slice(8, 10)}/${ayer.slice(5, 7)} fue aprobada.`).waitFor({ timeout: 20_000 });
  });
});

const SHORT_DAYS = ['Dom', 'Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb'];
const LONG_DAYS = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
/** '2026-12-02' → 'Mié 02/12', as the week lists it. */
const dayLabel = (fecha: string) => `${SHORT_DAYS[weekday(fecha)]} ${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
/** '2026-12-01' → 'Martes 01/12', as the form names the day. */
const longDayLabel = (fecha: string) => `${LONG_DAYS[weekday(fecha)]} ${fecha.slice(8, 10)}/${fecha.slice(5, 7)}`;
