/**
 * 'Mi asistencia' at the kiosk (issue 43) against the real daemon on a known week, Mexico City time: Monday 2026-03-23
 * to Sunday 29 (semanal from Monday), ANA LÓPEZ 09:00-18:00 hired 2026-01-05. Monday worked 09:00-18:00; Tuesday
 * nothing (a falta); Wednesday only the 09:00 entrada (no salida). On Saturday 28 at 08:58 she punches at the kiosk.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFace, toDataUrl } from '@reloj/daemon/testing';
import { recognised, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk, checkInButton } from './kioskScreen';
import type { Encuadre } from '@reloj/contract/encuadre';
import type { GuidanceFrame } from '../lib/videoFrame';

let daemon: KioskDaemon;
let now = Date.parse('2026-03-28T07:00:00-06:00');
let ana = 0;
const PHOTO = toDataUrl(readFace('people', 'obama', '2.jpg'), '2.jpg');

async function ok(method: string, path: string, body?: unknown) {
  const response = await daemon.server.request(method, path, body);
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
  return response.body as unknown;
}

beforeAll(async () => {
  daemon = await startKioskDaemon({ TZ: 'America/Mexico_City' }, { clock: { now: () => new Date(now) } });
  await ok('PUT', '/api/inicio-registro', { fecha: '2026-01-05', motivo: 'Primer día del reloj' });
  await ok('PUT', '/api/reglas', { minutosMinimosJornada: 0 });
  ana = await daemon.createEmployee('Ana López', { fechaIngreso: '2026-01-05', horaEntrada: '09:00', horaSalida: '18:00' });
  for (const hora of ['2026-03-23T09:00', '2026-03-23T18:00', '2026-03-25T09:00'])
    await ok('POST', '/api/attendance/manual', { empleadoId: ana, hora, motivo: 'Olvidó checar en el reloj' });
  daemon.setFaceEngine(async () => recognised(ana));
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(async () => {
  window.localStorage.clear(); // every test is a new kiosk
  now = Date.parse('2026-03-28T08:58:00-06:00');
  // Each test looks at its own request: the last one's is answered.
  for (const { id } of (await pendientes()) as { id: number }[]) await ok('POST', `/api/solicitudes/${id}/rechazar`, { motivo: 'Fin de la prueba' });
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  daemon.setFraming(null);
});

const button = (name: string) => screen.getByRole('button', { name });
const dialog = () => screen.findByRole('dialog', { name: 'Mi asistencia' }, { timeout: 5_000 });
const dayRow = (name: string) => screen.getByRole('listitem', { name });
const pendientes = () => ok('GET', '/api/solicitudes?estado=pendiente') as Promise<Record<string, unknown>[]>;
const sessionsOpen = () => (daemon.server.db.prepare('SELECT COUNT(*) AS n FROM mi_asistencia_sesiones WHERE cerrada_en IS NULL').get() as { n: number }).n;

/** Punches with her face and opens 'Mi asistencia' from the success screen. */
async function punchAndOpen(user: UserEvent, timing = {}, guidanceFrame?: () => GuidanceFrame) {
  await approvedKiosk(daemon, { capture: () => PHOTO, timing, guidanceFrame });
  await user.click(checkInButton());
  await user.click(await screen.findByRole('button', { name: 'Mi asistencia' }, { timeout: 5_000 }));
  const view = await dialog();
  await within(view).findByRole('listitem', { name: 'Lun 23/03' }, { timeout: 5_000 });
  return view;
}

describe("'Mi asistencia' after a punch", () => {
  it('shows the week as the pre-nómina reads it, sends an "Olvidé checar" for Wednesday\'s salida, and Cerrar ends the session', async () => {
    const user = userEvent.setup();
    const view = await punchAndOpen(user);

    expect(within(view).getByText('ANA LÓPEZ')).toBeInTheDocument();
    expect(within(view).getByText('Del 23/03/2026 al 29/03/2026')).toBeInTheDocument();
    const monday = dayRow('Lun 23/03');
    expect(monday).toHaveTextContent('Entrada 09:00');
    expect(monday).toHaveTextContent('Salida 18:00');
    expect(monday).toHaveTextContent('9 h'); // 09:00 to 18:00
    expect(within(monday).queryByRole('button', { name: 'Justificar' })).not.toBeInTheDocument();
    const tuesday = dayRow('Mar 24/03');
    expect(within(tuesday).getByText('Falta')).toBeInTheDocument();
    expect(within(tuesday).getByText('Sin checadas')).toBeInTheDocument();
    expect(within(tuesday).getByRole('button', { name: 'Justificar' })).toBeInTheDocument();
    expect(within(dayRow('Mié 25/03')).getByText('Sin salida')).toBeInTheDocument();
    expect(dayRow('Sáb 28/03')).toHaveTextContent('Entrada 08:58');
    expect(within(view).getByText('0 días pendientes')).toBeInTheDocument();
    expect(within(view).getByText('Aniversario: 05/01/2027 (12 días nuevos)')).toBeInTheDocument();
    expect(within(view).getByText('Próximo descanso: Domingo 29/03')).toBeInTheDocument();
    expect(view).not.toHaveTextContent('$'); // no money without the rule importesEnKiosco

    await user.click(button('Olvidé checar'));
    // It starts on the latest day without its salida, at the turno's salida.
    expect(within(screen.getByRole('group', { name: 'Día' })).getByText('Miércoles 25/03')).toBeInTheDocument();
    expect(screen.getByText('Ese día checaste: entrada 09:00')).toBeInTheDocument();
    await user.click(button('Una hora después'));
    for (let i = 0; i < 6; i += 1) await user.click(button('Cinco minutos después'));
    expect(within(screen.getByRole('group', { name: 'Hora' })).getByText('19:30')).toBeInTheDocument();
    await user.click(button('Enviar'));

    expect(await screen.findByText('Solicitud enviada')).toBeInTheDocument();
    expect(await pendientes()).toEqual([expect.objectContaining({ empleadoId: ana, tipo: 'olvido', fecha: '2026-03-25', hora: '19:30', estado: 'pendiente' })]);
    await user.click(button('Volver'));
    expect(await screen.findByText('Tus solicitudes')).toBeInTheDocument();
    expect(screen.getByText('En espera')).toBeInTheDocument();

    expect(sessionsOpen()).toBe(1);
    await user.click(button('Cerrar'));
    expect(screen.queryByRole('dialog', { name: 'Mi asistencia' })).not.toBeInTheDocument();
    expect(checkInButton()).toBeInTheDocument();
    await waitFor(() => expect(sessionsOpen()).toBe(0)); // the token no longer opens anything
  });

  it("'Justificar' Tuesday's falta: a reason from the list and a note typed on the screen's keyboard (with its Ñ)", async () => {
    const user = userEvent.setup();
    await punchAndOpen(user);
    await user.click(within(dayRow('Mar 24/03')).getByRole('button', { name: 'Justificar' }));
    expect(screen.getByRole('heading', { name: 'Justificar: Martes 24/03 · Falta' })).toBeInTheDocument();
    expect(button('Enviar')).toBeDisabled(); // no reason yet
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual(['Cita médica', 'Incapacidad IMSS', 'Trámite', 'Transporte', 'Otro']);

    await user.click(screen.getByRole('radio', { name: 'Incapacidad IMSS' }));
    expect(button('Enviar')).toBeDisabled(); // its folio is missing
    for (const key of 'AB12') await user.click(button(key));
    await user.click(button('Nota (opcional):'));
    for (const key of ['N', 'I', 'Ñ', 'O', 'Espacio', 'X', 'Borrar']) await user.click(button(key));
    expect(button('Nota (opcional): NIÑO')).toBeInTheDocument();
    await user.click(button('Enviar'));

    expect(await screen.findByText('Solicitud enviada')).toBeInTheDocument();
    expect(await pendientes()).toEqual([
      expect.objectContaining({ tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Incapacidad IMSS', folio: 'AB12', nota: 'NIÑO' }),
    ]);
  });

  it("'Pedir vacaciones' over the balance says so and still sends it, marked", async () => {
    const user = userEvent.setup();
    await punchAndOpen(user);
    await user.click(button('Pedir vacaciones'));
    // Sunday 29 is her rest day: it uses no vacation day.
    expect(within(screen.getByRole('group', { name: 'Desde' })).getByText('Domingo 29/03')).toBeInTheDocument();
    expect(screen.getByText('Usas 0 días')).toBeInTheDocument();
    expect(button('Enviar')).toBeDisabled();
    await user.click(button('Hasta: día siguiente'));
    expect(screen.getByText('Usas 1 día')).toBeInTheDocument();
    expect(screen.getByText('Es más de lo que tienes (0). Puedes enviarla; tu gerente decide.')).toBeInTheDocument();
    await user.click(button('Enviar'));

    expect(await screen.findByText('Va marcada: es más de tu saldo.')).toBeInTheDocument();
    expect(await pendientes()).toEqual([expect.objectContaining({ tipo: 'vacaciones', desde: '2026-03-29', hasta: '2026-03-30', sobreSaldo: true })]);
  });

  it('closes by itself after a while without a touch, and its session with it', async () => {
    const user = userEvent.setup();
    await punchAndOpen(user, { miAsistenciaIdleMs: 400 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mi asistencia' })).not.toBeInTheDocument());
    expect(checkInButton()).toBeInTheDocument();
    await waitFor(() => expect(sessionsOpen()).toBe(0));
  });

  it('closes at once when a second face stays in front of the camera, and its session with it', async () => {
    const user = userEvent.setup();
    const one: Encuadre = { rostros: [{ x: 0.35, y: 0.2, ancho: 0.3, alto: 0.4 }], estado: 'listo', instruccion: null };
    const two: Encuadre = {
      rostros: [one.rostros[0]!, { x: 0.7, y: 0.25, ancho: 0.2, alto: 0.3 }],
      estado: 'varias_personas',
      instruccion: 'Solo una persona frente a la cámara',
    };
    let seen = one;
    daemon.setFraming(async () => seen);
    const frame = () => ({ image: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQ==', width: 640, height: 480 });
    await punchAndOpen(user, { guidanceIntervalMs: 20, otherFaceMs: 200 }, frame);
    expect(sessionsOpen()).toBe(1);

    seen = two; // someone else steps up beside her
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mi asistencia' })).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(checkInButton()).toBeInTheDocument();
    await waitFor(() => expect(sessionsOpen()).toBe(0));
  });
});
