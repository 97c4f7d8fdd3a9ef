/** 'Asistencias' with a punch typed at the kiosk with the número de empleado and NIP (issue 15): marked, no similitud. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { boxTimeAgo, boxToday } from '../../../test/boxDate';

let daemon: RealDaemon;
beforeAll(async () => {
  daemon = await startRealDaemon();
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 300 });
  const hire = async (nombre: string, numeroEmpleado: string) =>
    (
      await daemon.request<{ id: number }>('POST', '/api/employees', {
        nombre,
        sucursal: 'Centro',
        puesto: 'Cajero',
        salario: 300,
        bono: 0,
        fechaIngreso: '2024-01-15',
        horaEntrada: '08:00',
        horaSalida: '17:00',
        numeroEmpleado,
      })
    ).id;
  const ana = await hire('Ana Núñez', '0042');
  const beto = await hire('Beto Peña', '0043');
  const { code } = await daemon.request<{ code: string }>('POST', '/api/devices/verify', { fingerprint: 'kiosko-nip' });
  const device = (await daemon.request<{ id: number; codigo: string }[]>('GET', '/api/devices')).find((d) => d.codigo === code)!.id;
  await daemon.request('POST', `/api/devices/${device}/approve`);
  await daemon.request('PUT', `/api/devices/${device}`, { nombre: 'Entrada principal' });

  // As the kiosk stores them: a face punch with its scores; a NIP punch with the camera's photo and no face compared.
  const insert = daemon.db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, snapshot_jpeg, idempotency_key, created_at, nip)
     VALUES (?, ?, 'entrada', ?, ?, ?, ?, ?, NULL, ?, ?)`,
  );
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
  // Today on the box: 'Asistencias' opens on the box's today, whatever the machine's zone.
  const at = (hour: number, minute: number) => boxTimeAgo(0, hour, minute);
  const day = boxToday();
  insert.run(ana, device, at(7, 58).toISOString(), day, 0.82, 0.97, jpeg, at(7, 58).toISOString(), 0);
  insert.run(beto, device, at(8, 3).toISOString(), day, null, null, jpeg, at(8, 3).toISOString(), 1);
});
afterAll(async () => {
  await daemon.stop();
});

const row = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;

describe("'Asistencias' and NIP punches", () => {
  it("marks a NIP punch with a 'NIP' badge beside the device, and not a face punch", async () => {
    await renderAdminRoute('/admin/asistencias');
    const beto = within(await row('BETO PEÑA')).getAllByRole('cell');
    expect(beto[5]).toHaveTextContent('Entrada principalNIP');
    const badge = within(beto[5]!).getByText('NIP');
    expect(badge).toHaveAttribute('title', 'Checada con número de empleado y NIP; la foto es la evidencia');
    const ana = within(await row('ANA NÚÑEZ')).getAllByRole('cell');
    expect(ana[5]).toHaveTextContent(/^Entrada principal$/);
  });

  it("its photo says how it was made, with similitud '—'; a face punch keeps its scores", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/asistencias');
    await user.click(within(await row('BETO PEÑA')).getByRole('button', { name: 'Foto de BETO PEÑA' }));
    let dialog = screen.getByRole('dialog', { name: 'Entrada de BETO PEÑA' });
    expect(dialog).toHaveTextContent('Checada con número de empleado y NIP; la foto es la evidencia.');
    expect(within(dialog).getByText('Similitud —')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));

    await user.click(within(await row('ANA NÚÑEZ')).getByRole('button', { name: 'Foto de ANA NÚÑEZ' }));
    dialog = screen.getByRole('dialog', { name: 'Entrada de ANA NÚÑEZ' });
    expect(dialog).toHaveTextContent('Similitud 0.82 · Vivacidad 0.97');
    expect(dialog).not.toHaveTextContent('NIP');
  });
});
