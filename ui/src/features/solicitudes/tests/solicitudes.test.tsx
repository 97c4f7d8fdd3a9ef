/**
 * 'Solicitudes' in the panel (issue 43) against the real daemon, Mexico City time, Saturday 2026-03-28: ANA LÓPEZ
 * (09:00-18:00) punched Wednesday 25 at 09:00 and never left; at the kiosk, with her número and NIP, she asks for the
 * 19:30 salida she forgot. The inbox shows it beside that day's punch; approving it writes the manual punch.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readFace, toDataUrl } from '@reloj/daemon/testing';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

let daemon: RealDaemon;
const now = Date.parse('2026-03-28T08:58:00-06:00');
const FINGERPRINT = 'kiosko-de-la-entrada-solicitudes-01';
const PHOTO = toDataUrl(readFace('people', 'obama', '2.jpg'), '2.jpg');
let ana = 0;
let keys = 0;

/** A call as the kiosk makes it: anonymous, the device's fingerprint, and the person's token when there is one. */
async function asKiosk(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${daemon.origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Device-Fingerprint': FINGERPRINT, ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status >= 400) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Ana punches with her número and NIP at the kiosk and asks for what `body` says; the request's id. */
async function anaAsks(body: Record<string, unknown>): Promise<number> {
  const punch = await asKiosk(
    '/api/attendance/check-in-pin',
    { numeroEmpleado: '0042', pin: '4821', image: PHOTO },
    { 'Idempotency-Key': `${++keys}`.padStart(32, '0') },
  );
  const { token } = punch.miAsistencia as { token: string };
  const solicitud = await asKiosk('/api/kiosk/solicitudes', body, { 'X-Mi-Asistencia': token });
  return solicitud.id as number;
}

beforeAll(async () => {
  daemon = await startRealDaemon({ env: { TZ: 'America/Mexico_City' }, clock: { now: () => new Date(now) } });
  await daemon.request('PUT', '/api/inicio-registro', { fecha: '2026-01-05', motivo: 'Primer día del reloj' });
  await daemon.request('PUT', '/api/reglas', { minutosMinimosJornada: 0 });
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 300 });
  ({ id: ana } = await daemon.request<{ id: number }>('POST', '/api/employees', {
    nombre: 'Ana López',
    numeroEmpleado: '0042',
    sucursal: 'Centro',
    puesto: 'Cajero',
    salario: 300,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
  }));
  await daemon.request('PUT', `/api/employees/${ana}/pin`, { pin: '4821' });
  await daemon.request('POST', '/api/attendance/manual', { empleadoId: ana, hora: '2026-03-25T09:00', motivo: 'Olvidó checar en el reloj' });
  await asKiosk('/api/devices/verify', { fingerprint: FINGERPRINT });
  const devices = await daemon.request<{ id: number; status: string }[]>('GET', '/api/devices');
  await daemon.request('POST', `/api/devices/${devices.find((d) => d.status === 'pending')!.id}/approve`, {});
});
afterAll(async () => {
  await daemon.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const rowOf = async (text: string) => (await screen.findByText(text, {}, { timeout: 5_000 })).closest('tr') as HTMLElement;
const tab = (name: string) => screen.getByRole('tab', { name });
async function confirm(user: UserEvent, question: string, button: string) {
  await user.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: button }));
}
const stored = (id: number) =>
  daemon
    .request<{ estado: string; respondidaPor: string | null; motivoRechazo: string | null; id: number }[]>('GET', '/api/solicitudes')
    .then((l) => l.find((s) => s.id === id)!);

describe('Solicitudes (/admin/solicitudes)', () => {
  it("lists Ana's 'Olvidé checar' beside Wednesday's punch; 'Aprobar' (confirmed) writes the salida and moves it to 'Aprobadas'", async () => {
    const user = userEvent.setup();
    const id = await anaAsks({ tipo: 'olvido', fecha: '2026-03-25', hora: '19:30' });
    await renderAdminRoute('/admin/solicitudes');
    expect(screen.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Menú lateral' })).getByRole('link', { name: 'Solicitudes' })).toHaveAttribute('aria-current', 'page');
    expect(tab('Pendientes')).toHaveAttribute('aria-selected', 'true');

    const row = await rowOf('ANA LÓPEZ');
    expect(within(row).getByText('mié, 25 de mar de 2026')).toBeInTheDocument();
    expect(row).toHaveTextContent('Entrada 09:00 (manual)');
    expect(row).toHaveTextContent('Con número de empleado y NIP');
    const descripcion = (await stored(id)) as unknown as { descripcion: string };
    expect(within(row).getByText(descripcion.descripcion)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Aprobar' }));
    await confirm(user, '¿Aprobar la solicitud de ANA LÓPEZ?', 'Sí, aprobar');
    expect(await screen.findByText('Solicitud de ANA LÓPEZ aprobada.')).toBeInTheDocument();
    expect(await screen.findByText('No hay solicitudes pendientes.')).toBeInTheDocument();
    expect(await stored(id)).toMatchObject({ estado: 'aprobada', respondidaPor: 'admin' });
    const punches = daemon.db.prepare("SELECT manual, motivo FROM checadas WHERE empleado_id = ? AND fecha_local = '2026-03-25' ORDER BY hora").all(ana);
    expect(punches).toEqual([
      { manual: 1, motivo: 'Olvidó checar en el reloj' },
      { manual: 1, motivo: `Solicitud n.º ${id} de ANA LÓPEZ` },
    ]);

    await user.click(tab('Aprobadas'));
    const approved = await rowOf('ANA LÓPEZ');
    expect(approved).toHaveTextContent('Salida 19:30 (manual)'); // the day's punches now include the approved salida
    expect(within(approved).queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    expect(approved).toHaveTextContent(/admin, 28\/03\/2026/);
  });

  it("'Rechazar' asks for the reason before sending it; a request answered meanwhile shows the daemon's sentence", async () => {
    const user = userEvent.setup();
    const first = await anaAsks({ tipo: 'vacaciones', desde: '2026-03-30', hasta: '2026-03-31' });
    const second = await anaAsks({ tipo: 'justificacion', fecha: '2026-03-24', motivo: 'Trámite' });
    await renderAdminRoute('/admin/solicitudes');
    const vacaciones = await rowOf('Más que su saldo'); // hired in January: no vacation day yet
    await user.click(within(vacaciones).getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar solicitud' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Escribe el motivo del rechazo (al menos 3 caracteres).')).toBeInTheDocument();
    expect((await stored(first)).estado).toBe('pendiente');
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), 'Temporada alta');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud de ANA LÓPEZ rechazada.')).toBeInTheDocument();
    expect(await stored(first)).toMatchObject({ estado: 'rechazada', motivoRechazo: 'Temporada alta' });

    // Another manager approves the justificación while this screen still lists it.
    await daemon.request('POST', `/api/solicitudes/${second}/aprobar`, {});
    const tramite = await rowOf('Trámite');
    await user.click(within(tramite).getByRole('button', { name: 'Aprobar' }));
    await confirm(user, '¿Aprobar la solicitud de ANA LÓPEZ?', 'Sí, aprobar');
    expect(await screen.findByText('No se pudo responder la solicitud: Esta solicitud ya fue aprobada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Trámite')).not.toBeInTheDocument()); // the list was read again

    await user.click(tab('Rechazadas'));
    expect(await rowOf('«Temporada alta»')).toHaveTextContent('admin');
  });
});
