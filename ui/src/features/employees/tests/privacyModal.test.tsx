/**
 * 'Privacidad y datos' of an employee in 'Empleados', against the real daemon (a fresh one per test: punches cannot be
 * deleted): the consents, and the three rights: withdraw the consent, export the data, cancel the biometric data.
 * Faces and punch photos come from the face engine and the kiosk, which UI tests do not run: stored as they store them.
 */
import type { Consentimiento } from '@reloj/contract/privacidad';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { boxDayAndTime } from '../../../test/boxDate';
import type { Employee } from '../types';
import { AVISO } from '../../../test/privacyNotice';

let daemon: RealDaemon;
let ana: Employee;
beforeEach(async () => {
  daemon = await startRealDaemon();
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 320 });
  await daemon.request('PUT', '/api/privacidad', AVISO);
  ana = await daemon.request<Employee>('POST', '/api/employees', {
    nombre: 'Ana López',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 320,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: 60,
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await daemon.stop();
});

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);

/** Reference photos as register-face stores them (an embedding of the right size; never compared here). */
function seedFaces(employeeId: number, count: number) {
  const insert = daemon.db.prepare("INSERT INTO rostros (empleado_id, embedding, model_id, quality, crop_jpeg, created_at) VALUES (?, ?, 'prueba', 0.9, ?, ?)");
  for (let i = 0; i < count; i++) insert.run(employeeId, Buffer.alloc(2048), jpeg, new Date().toISOString());
}

/** Kiosk punches, `withPhoto` of them with their photo, as check-in stores them. */
async function seedPunches(employeeId: number, withPhoto: number, withoutPhoto: number) {
  const { code } = await daemon.request<{ code: string }>('POST', '/api/devices/verify', { fingerprint: 'kiosko-privacidad' });
  const device = (await daemon.request<{ id: number; codigo: string }[]>('GET', '/api/devices')).find((d) => d.codigo === code)!;
  const insert = daemon.db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at)
     VALUES (?, ?, 'entrada', ?, ?, 0.82, 0.97, ?, NULL, ?)`,
  );
  for (let i = 0; i < withPhoto + withoutPhoto; i++) {
    const when = new Date(Date.UTC(2026, 2, 2 + i, 15, 0));
    insert.run(employeeId, device.id, when.toISOString(), when.toISOString().slice(0, 10), i < withPhoto ? jpeg : null, when.toISOString());
  }
}

const punchPhotos = (employeeId: number) =>
  daemon.db
    .prepare<[number], { total: number; fotos: number }>('SELECT COUNT(*) AS total, COUNT(snapshot_jpeg) AS fotos FROM checadas WHERE empleado_id = ?')
    .get(employeeId);
const consents = (employeeId: number) => daemon.request<Consentimiento[]>('GET', `/api/employees/${employeeId}/consentimientos`);

/** dd/mm/aaaa hh:mm as the box's wall clock reads it (the panel's zone, whatever the machine's). */
function shown(iso: string): string {
  const { fecha, hora } = boxDayAndTime(new Date(iso));
  return `${fecha} ${hora}`;
}

async function openPrivacy(user: ReturnType<typeof userEvent.setup>, name = 'ANA LÓPEZ') {
  const row = (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Privacidad y datos' }));
  return screen.getByRole('dialog', { name: 'Privacidad y datos' });
}
const faceCount = (name = 'ANA LÓPEZ') => screen.getByRole('cell', { name }).closest('tr')?.querySelector('.face-count')?.textContent;

describe("'Privacidad y datos'", () => {
  it('lists the consents, newest first: notice version, date and who recorded it; a withdrawn one says when and by whom', async () => {
    const user = userEvent.setup();
    await daemon.request('POST', `/api/employees/${ana.id}/consentimiento`, { confirmacion: 'Ana López' });
    await daemon.request('DELETE', `/api/employees/${ana.id}/consentimiento`);
    await daemon.request('PUT', '/api/privacidad', { ...AVISO, diasFotos: 60 }); // version 2
    await daemon.request('POST', `/api/employees/${ana.id}/consentimiento`, { confirmacion: 'ana lopez' });
    const [nuevo, viejo] = await consents(ana.id);

    await renderAdminRoute('/admin/empleados');
    const dialog = await openPrivacy(user);
    expect(dialog).toHaveTextContent('ANA LÓPEZ (ID: ' + ana.id + '). Sin rostro registrado.');
    const history = within(await within(dialog).findByRole('list', { name: 'Consentimientos' })).getAllByRole('listitem');
    expect(history.map((r) => r.textContent)).toEqual([
      `Aviso versión 2VigenteOtorgado el ${shown(nuevo!.fecha)}, lo registró admin.Escribió como confirmación: ana lopez`,
      `Aviso versión 1RetiradoOtorgado el ${shown(viejo!.fecha)}, lo registró admin.Escribió como confirmación: Ana LópezRetirado el ${shown(viejo!.retiradoEn!)} por admin.`,
    ]);
  });

  it('a consent to a notice since replaced is marked as such (a new face needs a new consent), and can still be withdrawn', async () => {
    const user = userEvent.setup();
    await daemon.request('POST', `/api/employees/${ana.id}/consentimiento`, { confirmacion: 'Ana López' });
    await daemon.request('PUT', '/api/privacidad', { ...AVISO, contacto: 'rh@laguera.mx' }); // version 2
    await renderAdminRoute('/admin/empleados');
    const dialog = await openPrivacy(user);
    const [record] = within(await within(dialog).findByRole('list', { name: 'Consentimientos' })).getAllByRole('listitem');
    await waitFor(() => expect(record).toHaveTextContent(/^Aviso versión 1De un aviso anterior/));
    expect(within(dialog).getByRole('button', { name: 'Retirar consentimiento' })).toBeEnabled();
  });

  it('without any consent: says so, and there is nothing to withdraw', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/empleados');
    const dialog = await openPrivacy(user);
    expect(await within(dialog).findByText('No hay consentimientos registrados: sin uno vigente no se puede registrar su rostro.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retirar consentimiento' })).toBeDisabled();
    expect(within(dialog).getByText('No tiene un consentimiento vigente que retirar.')).toBeInTheDocument();
  });

  it("'Retirar consentimiento' asks first, naming her; 'Cancelar' keeps everything; accepted, her faces go at once", async () => {
    const user = userEvent.setup();
    const nativeConfirm = vi.spyOn(window, 'confirm');
    await daemon.request('POST', `/api/employees/${ana.id}/consentimiento`, { confirmacion: 'Ana López' });
    seedFaces(ana.id, 2);
    await renderAdminRoute('/admin/empleados');
    await screen.findByRole('cell', { name: 'ANA LÓPEZ' });
    expect(faceCount()).toBe('2');
    const dialog = await openPrivacy(user);
    expect(dialog).toHaveTextContent('2 rostros registrados.');
    const withdraw = await within(dialog).findByRole('button', { name: 'Retirar consentimiento' });
    await waitFor(() => expect(withdraw).toBeEnabled());
    // Issue 30: one line each says how the two red buttons differ.
    expect(
      within(dialog).getByText(/^La persona ya no acepta el reconocimiento facial: se borran sus plantillas de rostro \(también de los respaldos\)/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Derecho ARCO de cancelación: se borran sus plantillas de rostro y las fotos de sus checadas, del equipo y de sus respaldos. Las checadas se conservan y su consentimiento no cambia.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('region', { name: 'Cómo quedó' })).not.toBeInTheDocument();

    await user.click(withdraw);
    let ask = screen.getByRole('dialog', { name: '¿Retirar el consentimiento de ANA LÓPEZ?' });
    expect(ask).toHaveTextContent(
      'Se borrarán ahora sus plantillas de rostro y el reloj checador dejará de reconocer a ANA LÓPEZ. Para volver a registrar su rostro tendrá que dar su consentimiento otra vez.',
    );
    expect(within(ask).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: /^¿Retirar/ })).not.toBeInTheDocument();
    expect((await consents(ana.id))[0]?.retiradoEn).toBeNull();
    expect((await daemon.request<Employee>('GET', `/api/employees/${ana.id}`)).rostros).toBe(2);

    await user.click(withdraw);
    ask = screen.getByRole('dialog', { name: '¿Retirar el consentimiento de ANA LÓPEZ?' });
    await user.click(within(ask).getByRole('button', { name: 'Sí, retirar consentimiento' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Consentimiento de ANA LÓPEZ retirado. Se borraron 2 plantillas de rostro: el reloj checador ya no reconocerá a ANA LÓPEZ.',
      ),
    );
    await waitFor(() => expect(dialog).toHaveTextContent('Sin rostro registrado.'));
    expect(await within(dialog).findByText('Retirado')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retirar consentimiento' })).toBeDisabled();
    expect((await consents(ana.id))[0]?.retiradoPor).toBe('admin');
    // Issue 30: where things stand, and the NIP right there.
    const after = await within(dialog).findByRole('region', { name: 'Cómo quedó' });
    expect(after).toHaveTextContent('Consentimiento: retirado. Para volver a registrar su rostro tendrá que darlo otra vez.');
    expect(after).toHaveTextContent('Sin rostro registrado. Sin rostro, checa en el kiosco con su número de empleado y un NIP.');
    await user.click(within(after).getByRole('button', { name: 'Asignar NIP' }));
    const nip = within(dialog).getByRole('region', { name: 'Checada con NIP' });
    expect(nip.contains(document.activeElement)).toBe(true);
    expect(nativeConfirm).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(faceCount()).toBe('0');
  });

  it("'Cancelar datos biométricos' asks first; accepted, deletes her faces and punch photos now, and keeps her punches", async () => {
    const user = userEvent.setup();
    const nativeConfirm = vi.spyOn(window, 'confirm');
    seedFaces(ana.id, 2);
    await seedPunches(ana.id, 14, 1);
    await renderAdminRoute('/admin/empleados');
    const dialog = await openPrivacy(user);

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar datos biométricos' }));
    let ask = screen.getByRole('dialog', { name: '¿Cancelar los datos biométricos de ANA LÓPEZ?' });
    expect(ask).toHaveTextContent(
      'Se borrarán ahora sus plantillas de rostro y las fotos de sus checadas, y el reloj checador dejará de reconocer a ANA LÓPEZ. Sus checadas se conservan.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Volver' }));
    expect(punchPhotos(ana.id)).toEqual({ total: 15, fotos: 14 });

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar datos biométricos' }));
    ask = screen.getByRole('dialog', { name: '¿Cancelar los datos biométricos de ANA LÓPEZ?' });
    await user.click(within(ask).getByRole('button', { name: 'Sí, borrar datos biométricos' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Se borraron 2 plantillas y 14 fotos de checada. Las checadas de ANA LÓPEZ se conservan.'),
    );
    expect(punchPhotos(ana.id)).toEqual({ total: 15, fotos: 0 });
    await waitFor(() => expect(dialog).toHaveTextContent('Sin rostro registrado.'));
    // Issue 30: the consent is not touched by the cancellation; never given here, so it says so.
    const after = await within(dialog).findByRole('region', { name: 'Cómo quedó' });
    expect(after).toHaveTextContent('Consentimiento: no ha dado ninguno. Para registrar su rostro tendrá que darlo.');
    expect(within(after).getByRole('button', { name: 'Asignar NIP' })).toBeInTheDocument();
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it("'Exportar datos' shows the daemon's refusal in Spanish instead of saving it as a file", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/empleados');
    const dialog = await openPrivacy(user);
    daemon.db.prepare('DELETE FROM empleados WHERE id = ?').run(ana.id); // gone meanwhile (e.g. a restored backup)
    await user.click(within(dialog).getByRole('button', { name: 'Exportar datos' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('No se pudieron exportar los datos: El empleado no existe.'));
  });
});
