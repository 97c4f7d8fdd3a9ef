import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { DEVICE_REFRESH_MS } from '../api/listDevices';

type Verify = { isAuthorized: boolean; status: string; code: string };
type DeviceRow = { id: number; codigo: string; nombre: string | null; sucursalId: number | null; sucursal: string | null; status: string };

let daemon: RealDaemon;
beforeAll(async () => {
  daemon = await startRealDaemon();
});
afterAll(async () => {
  await daemon.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

let kiosks = 0;
/** A kiosk opens for the first time: the daemon registers it as pending. Returns its fingerprint and code. */
async function newKiosk() {
  const fingerprint = `kiosko-prueba-${++kiosks}-${Date.now()}`;
  const { code } = await daemon.request<Verify>('POST', '/api/devices/verify', { fingerprint });
  return { fingerprint, code };
}
const verify = (fingerprint: string) => daemon.request<Verify>('POST', '/api/devices/verify', { fingerprint });
const stored = async (code: string) => (await daemon.request<DeviceRow[]>('GET', '/api/devices')).find((d) => d.codigo === code)!;
const rowOf = async (code: string) => (await screen.findByText(code)).closest('tr') as HTMLElement;
const banner = () => screen.getByRole('status');
/** The page's own confirmation, named by its question: pressed `button` ('Sí, rechazar' or 'Cancelar'). */
async function answer(user: ReturnType<typeof userEvent.setup>, question: string, button: string) {
  await user.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: button }));
}
/** 'Aprobar' opens the page's dialog (issue 30); these tests run before any branch exists, so none is asked for. */
async function approveInDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(screen.getByRole('dialog', { name: 'Aprobar dispositivo' })).getByRole('button', { name: 'Aprobar' }));
}
/** The status and `error` sentence of a call that fails, read straight from the daemon (to compare with the screen). */
const refusalOf = (method: string, path: string) =>
  daemon.request(method, path).then(
    () => {
      throw new Error(`${method} ${path} did not fail`);
    },
    (failure: Error) => ({
      status: Number(/: (\d{3}) /.exec(failure.message)?.[1]),
      error: (JSON.parse(failure.message.slice(failure.message.indexOf('{'))) as { error: string }).error,
    }),
  );

describe('Dispositivos (/admin/dispositivos)', () => {
  it('is in the sidebar before Auditoría and explains how to approve a kiosk', async () => {
    await renderAdminRoute('/admin/dispositivos');
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((l) => l.textContent);
    expect(labels.indexOf('Dispositivos')).toBeLessThan(labels.indexOf('Auditoría'));
    expect(within(nav).getByRole('link', { name: 'Dispositivos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: 'Dispositivos' })).toBeInTheDocument();
    expect(screen.getByText(/aparece aquí como pendiente la primera vez que se abre/)).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((h) => h.textContent);
    expect(headers).toEqual(['Código', 'Nombre', 'Sucursal', 'Estado', 'Primera vez', 'Última vez', 'Acciones']);
  });

  it('lists a new kiosk as pending with its code; approving it authorises the kiosk', async () => {
    const user = userEvent.setup();
    const kiosk = await newKiosk();
    await renderAdminRoute('/admin/dispositivos');
    const row = await rowOf(kiosk.code);
    expect(within(row).getByText(kiosk.code).tagName).toBe('CODE');
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    expect(within(row).getByText('Sin nombre')).toBeInTheDocument();
    expect(within(row).getByText('Sin asignar')).toBeInTheDocument();
    expect(within(row).getAllByText(/^\d{2}:\d{2}$/)).toHaveLength(2); // primera y última vez, es-MX 24 h
    expect(within(row).getAllByText(/^\d{1,2} [a-z]{3} \d{4}$/)).toHaveLength(2);
    expect(within(row).queryByRole('button', { name: 'Aprobar' })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Aprobar' }));
    await approveInDialog(user);
    await waitFor(() => expect(banner()).toHaveTextContent(`Dispositivo ${kiosk.code} aprobado.`));
    await waitFor(() => expect(within(screen.getByText(kiosk.code).closest('tr')!).getByText('Aprobado')).toBeInTheDocument());
    expect(within(screen.getByText(kiosk.code).closest('tr')!).queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument();
    expect(await verify(kiosk.fingerprint)).toEqual({ isAuthorized: true, status: 'approved', code: kiosk.code, privacidad: expect.any(String) });
  });

  it('rejects a pending kiosk without asking, and can approve it again afterwards', async () => {
    const user = userEvent.setup();
    const kiosk = await newKiosk();
    await renderAdminRoute('/admin/dispositivos');
    await user.click(within(await rowOf(kiosk.code)).getByRole('button', { name: 'Rechazar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(banner()).toHaveTextContent(`Dispositivo ${kiosk.code} rechazado.`));
    const row = await rowOf(kiosk.code);
    await waitFor(() => expect(within(row).getByText('Rechazado')).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
    expect(await verify(kiosk.fingerprint)).toMatchObject({ isAuthorized: false, status: 'rejected' });

    await user.click(within(row).getByRole('button', { name: 'Aprobar' }));
    await approveInDialog(user);
    await waitFor(() => expect(banner()).toHaveTextContent(`Dispositivo ${kiosk.code} aprobado.`));
    expect(await verify(kiosk.fingerprint)).toMatchObject({ isAuthorized: true });
  });

  it('asks, naming the kiosk, before rejecting an approved one, and rejects it when accepted', async () => {
    const user = userEvent.setup();
    const kiosk = await newKiosk();
    await daemon.request('POST', `/api/devices/${(await stored(kiosk.code)).id}/approve`);
    await renderAdminRoute('/admin/dispositivos');
    await user.click(within(await rowOf(kiosk.code)).getByRole('button', { name: 'Rechazar' }));

    await answer(user, `¿Rechazar el dispositivo ${kiosk.code}?`, 'Sí, rechazar');
    await waitFor(() => expect(banner()).toHaveTextContent(`Dispositivo ${kiosk.code} rechazado.`));
    expect(await verify(kiosk.fingerprint)).toMatchObject({ isAuthorized: false, status: 'rejected' });
  });

  it('keeps an approved kiosk approved when the confirmation is refused', async () => {
    const user = userEvent.setup();
    const kiosk = await newKiosk();
    await daemon.request('POST', `/api/devices/${(await stored(kiosk.code)).id}/approve`);
    await renderAdminRoute('/admin/dispositivos');
    const row = await rowOf(kiosk.code);
    await user.click(within(row).getByRole('button', { name: 'Rechazar' }));

    await answer(user, `¿Rechazar el dispositivo ${kiosk.code}?`, 'Cancelar');
    expect(banner()).toBeEmptyDOMElement();
    expect(within(row).getByText('Aprobado')).toBeInTheDocument();
    expect((await stored(kiosk.code)).status).toBe('approved');
  });

  it('renames a kiosk and assigns its branch in the modal', async () => {
    const user = userEvent.setup();
    const branch = await daemon.request<{ id: number; nombre: string }>('POST', '/api/sucursales', { nombre: 'Peñón de los Baños' });
    const kiosk = await newKiosk();
    await renderAdminRoute('/admin/dispositivos');
    await user.click(within(await rowOf(kiosk.code)).getByRole('button', { name: 'Editar' }));

    const dialog = screen.getByRole('dialog', { name: 'Editar dispositivo' });
    expect(dialog).toHaveTextContent(kiosk.code);
    await user.type(within(dialog).getByLabelText('Nombre'), 'Entrada principal');
    const select = within(dialog).getByLabelText('Sucursal');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'PEÑÓN DE LOS BAÑOS' })).toBeInTheDocument());
    await user.selectOptions(select, 'PEÑÓN DE LOS BAÑOS');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toHaveTextContent(`Dispositivo ${kiosk.code} actualizado.`);
    const row = await rowOf(kiosk.code);
    await waitFor(() => expect(within(row).getByText('Entrada principal')).toBeInTheDocument());
    expect(within(row).getByText('PEÑÓN DE LOS BAÑOS')).toBeInTheDocument();
    expect(await stored(kiosk.code)).toMatchObject({ nombre: 'Entrada principal', sucursalId: branch.id });

    // Opening it again shows the saved values; clearing both and saving stores nulls.
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const again = screen.getByRole('dialog');
    expect(within(again).getByLabelText('Nombre')).toHaveValue('Entrada principal');
    expect(within(again).getByLabelText('Sucursal')).toHaveValue(String(branch.id));
    await user.clear(within(again).getByLabelText('Nombre'));
    await user.selectOptions(within(again).getByLabelText('Sucursal'), 'Sin sucursal');
    await user.click(within(again).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await stored(kiosk.code)).toMatchObject({ nombre: null, sucursalId: null });
  });

  it("'Aprobar' asks the kiosk's name and branch (required once there are branches) and saves them with the approval", async () => {
    const user = userEvent.setup();
    const branch = await daemon.request<{ id: number }>('POST', '/api/sucursales', { nombre: 'Sucursal Aprobación' });
    const kiosk = await newKiosk();
    await renderAdminRoute('/admin/dispositivos');
    await user.click(within(await rowOf(kiosk.code)).getByRole('button', { name: 'Aprobar' }));

    const dialog = screen.getByRole('dialog', { name: 'Aprobar dispositivo' });
    expect(dialog).toHaveTextContent(kiosk.code);
    expect(dialog).toHaveTextContent('Apruébalo solo si este código coincide con el que muestra la pantalla del reloj checador.');
    const select = within(dialog).getByLabelText(/Sucursal/);
    await waitFor(() => expect(within(select).getByRole('option', { name: 'SUCURSAL APROBACIÓN' })).toBeInTheDocument());
    expect(within(select).queryByRole('option', { name: 'Sin sucursal' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Nombre'), 'Caja norte');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(within(dialog).getByText('Elige la sucursal de este reloj checador.')).toBeInTheDocument();
    expect(await stored(kiosk.code)).toMatchObject({ status: 'pending', nombre: null, sucursalId: null });

    await user.selectOptions(select, 'SUCURSAL APROBACIÓN');
    expect(within(dialog).queryByText('Elige la sucursal de este reloj checador.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toHaveTextContent(`Dispositivo ${kiosk.code} aprobado.`);
    const row = await rowOf(kiosk.code);
    await waitFor(() => expect(within(row).getByText('Aprobado')).toBeInTheDocument());
    expect(within(row).getByText('Caja norte')).toBeInTheDocument();
    expect(within(row).getByText('SUCURSAL APROBACIÓN')).toBeInTheDocument();
    expect(await stored(kiosk.code)).toMatchObject({ status: 'approved', nombre: 'Caja norte', sucursalId: branch.id });
  });

  it("'Cancelar' closes the modal without saving", async () => {
    const user = userEvent.setup();
    const kiosk = await newKiosk();
    await renderAdminRoute('/admin/dispositivos');
    await user.click(within(await rowOf(kiosk.code)).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nombre'), 'Caja 2');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await stored(kiosk.code)).nombre).toBeNull();
  });

  it("shows the server's error in the modal when saving fails, and keeps it open", async () => {
    const user = userEvent.setup();
    const branch = await daemon.request<{ id: number }>('POST', '/api/sucursales', { nombre: 'Sucursal Efímera' });
    const kiosk = await newKiosk();
    await renderAdminRoute('/admin/dispositivos');
    await user.click(within(await rowOf(kiosk.code)).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog');
    const select = within(dialog).getByLabelText('Sucursal');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'SUCURSAL EFÍMERA' })).toBeInTheDocument());
    await user.selectOptions(select, 'SUCURSAL EFÍMERA');
    await daemon.request('DELETE', `/api/sucursales/${branch.id}`); // deleted meanwhile by someone else
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Error: La sucursal elegida no existe.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect((await stored(kiosk.code)).sucursalId).toBeNull();
  });

  it('shows a kiosk opened while the screen is open, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await renderAdminRoute('/admin/dispositivos');
    await screen.findAllByRole('row');
    const kiosk = await newKiosk();
    expect(screen.queryByText(kiosk.code)).not.toBeInTheDocument();

    vi.advanceTimersByTime(DEVICE_REFRESH_MS);
    const row = await rowOf(kiosk.code);
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
  });

  it("deletes a pending kiosk after the question naming it: 'Dispositivo borrado.' and its row disappears", async () => {
    const user = userEvent.setup();
    const kiosk = await newKiosk();
    await renderAdminRoute('/admin/dispositivos');
    await user.click(within(await rowOf(kiosk.code)).getByRole('button', { name: 'Borrar' }));

    await answer(user, `¿Eliminar el dispositivo ${kiosk.code}?`, 'Sí, eliminar');
    await waitFor(() => expect(banner()).toHaveTextContent('Dispositivo borrado.'));
    await waitFor(() => expect(screen.queryByText(kiosk.code)).not.toBeInTheDocument());
    expect((await daemon.request<DeviceRow[]>('GET', '/api/devices')).map((d) => d.codigo)).not.toContain(kiosk.code);
  });

  it('keeps the kiosk when the delete confirmation is refused', async () => {
    const user = userEvent.setup();
    const kiosk = await newKiosk();
    await renderAdminRoute('/admin/dispositivos');
    const row = await rowOf(kiosk.code);
    await user.click(within(row).getByRole('button', { name: 'Borrar' }));
    await answer(user, `¿Eliminar el dispositivo ${kiosk.code}?`, 'Cancelar');

    expect(banner()).toBeEmptyDOMElement();
    expect(within(row).getByText('Pendiente')).toBeInTheDocument();
    expect(await stored(kiosk.code)).toBeDefined();
  });

  it("shows the server's sentence and keeps the row when the kiosk has punches", async () => {
    const user = userEvent.setup();
    const kiosk = await newKiosk();
    const device = await stored(kiosk.code);
    await daemon.request('POST', '/api/sucursales', { nombre: 'Sucursal Con Checadas' });
    await daemon.request('POST', '/api/puestos', { nombre: 'Puesto Con Checadas', salarioDiario: 300 });
    const employee = await daemon.request<{ id: number }>('POST', '/api/employees', {
      nombre: 'Dora Checadora',
      sucursal: 'SUCURSAL CON CHECADAS',
      puesto: 'PUESTO CON CHECADAS',
      salario: 300,
      bono: 0,
      fechaIngreso: '2024-01-15',
      horaEntrada: '08:00',
      horaSalida: '17:00',
    });
    // Punches come only from the face engine, which the UI tests do not load: stored as check-in stores them.
    const now = new Date();
    daemon.db
      .prepare(
        `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at)
         VALUES (?, ?, 'entrada', ?, ?, 0.8, NULL, NULL, NULL, ?)`,
      )
      .run(employee.id, device.id, now.toISOString(), now.toISOString().slice(0, 10), now.toISOString());
    const { status, error: refusal } = await refusalOf('DELETE', `/api/devices/${device.id}`);
    expect(status).toBe(409);

    await renderAdminRoute('/admin/dispositivos');
    await user.click(within(await rowOf(kiosk.code)).getByRole('button', { name: 'Borrar' }));
    await answer(user, `¿Eliminar el dispositivo ${kiosk.code}?`, 'Sí, eliminar');

    await waitFor(() => expect(banner()).toHaveTextContent(refusal));
    expect(banner().textContent).toBe(refusal);
    expect(within(await rowOf(kiosk.code)).getByText('Pendiente')).toBeInTheDocument();
    expect(await stored(kiosk.code)).toBeDefined();
  });
});
