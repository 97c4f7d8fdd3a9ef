/**
 * Issue 30 item 3: corrections where people look for them. 'Asistencias' adds a manual punch ('Agregar checada') and,
 * on each row, an incidencia for that row's employee and working day, with the rules and Spanish refusals of
 * 'Pre-nómina'; a consulta sees neither.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

let daemon: RealDaemon;
const PASSWORD = 'una-contraseña-larga';
// Two past days, fixed: the box's zone is America/Mexico_City (UTC-6), so 22:00 there is 04:00 UTC the next day.
const PAGE = '/admin/asistencias?desde=2026-03-09&hasta=2026-03-10';
const ids = { ana: 0, beto: 0, carlos: 0 };

beforeAll(async () => {
  daemon = await startRealDaemon();
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 300 });
  const employee = async (nombre: string, horaEntrada = '08:00', horaSalida = '17:00') =>
    (
      await daemon.request<{ id: number }>('POST', '/api/employees', {
        nombre,
        sucursal: 'Centro',
        puesto: 'Cajero',
        salario: 300,
        bono: 0,
        fechaIngreso: '2024-01-15',
        horaEntrada,
        horaSalida,
      })
    ).id;
  ids.ana = await employee('Ana Núñez');
  ids.beto = await employee('Beto Peña');
  ids.carlos = await employee('Carlos Ibáñez', '22:00', '06:00');
  const { code } = await daemon.request<{ code: string }>('POST', '/api/devices/verify', { fingerprint: 'kiosko-correcciones' });
  const device = (await daemon.request<{ id: number; codigo: string }[]>('GET', '/api/devices')).find((d) => d.codigo === code)!.id;
  await daemon.request('POST', `/api/devices/${device}/approve`);
  // Punches come only from the face engine, which the UI tests do not load: stored as check-in stores them.
  const insert = daemon.db.prepare(
    `INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, liveness, created_at) VALUES (?, ?, ?, ?, ?, 0.82, 0.97, ?)`,
  );
  insert.run(ids.ana, device, 'entrada', '2026-03-10T13:58:00.000Z', '2026-03-10', '2026-03-10T13:58:00.000Z'); // 07:58
  // Carlos's night shift of Monday the 9th: its salida, 06:01 on Tuesday, belongs to Monday's working day.
  insert.run(ids.carlos, device, 'salida', '2026-03-10T12:01:00.000Z', '2026-03-09', '2026-03-10T12:01:00.000Z');
  await daemon.request('POST', '/api/usuarios', { usuario: 'solo.consulta', password: PASSWORD, rol: 'consulta', sucursalIds: [] });
});
afterAll(async () => {
  await daemon.stop();
});

const banner = (within_: HTMLElement = document.body) =>
  within(within_)
    .getAllByRole('status')
    .find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const checadas = () => daemon.db.prepare('SELECT COUNT(*) AS n FROM checadas').get();

describe("Corrections in 'Asistencias'", () => {
  it("adds a manual punch with 'Agregar checada': the employee is chosen, the refusals are Spanish, and the punch is listed as manual", async () => {
    const user = userEvent.setup();
    await renderAdminRoute(PAGE);
    await within(screen.getByRole('table', { name: 'Checadas' })).findByText('ANA NÚÑEZ');
    await user.click(screen.getByRole('button', { name: 'Agregar checada' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar checada' });
    // The last day asked for; the time is typed.
    expect(within(dialog).getByLabelText('Fecha')).toHaveValue('10/03/2026');
    expect(within(dialog).getByLabelText('Hora')).toHaveValue('');
    expect(within(dialog).getByLabelText('Empleado')).toHaveDisplayValue('Elige un empleado');

    // Nothing chosen or written: refused beside each field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Guardar checada' }));
    expect(within(dialog).getByLabelText('Empleado')).toHaveAccessibleDescription('Elige el empleado.');
    expect(within(dialog).getByLabelText('Motivo')).toHaveAccessibleDescription('Escribe el motivo de la checada manual (al menos 3 caracteres).');
    expect(checadas()).toEqual({ n: 2 });

    // The daemon's refusal (a punch in the future) stays in the dialog; nothing is stored.
    await user.selectOptions(within(dialog).getByLabelText('Empleado'), 'BETO PEÑA');
    await user.clear(within(dialog).getByLabelText('Fecha'));
    await user.type(within(dialog).getByLabelText('Fecha'), '10032099');
    await user.type(within(dialog).getByLabelText('Hora'), '1800');
    await user.type(within(dialog).getByLabelText('Motivo'), 'Olvidó checar la salida');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar checada' }));
    await waitFor(() => expect(banner(dialog)).toBe('No se pudo agregar la checada: No se puede registrar una checada en el futuro.'));
    expect(checadas()).toEqual({ n: 2 });

    await user.clear(within(dialog).getByLabelText('Fecha'));
    await user.type(within(dialog).getByLabelText('Fecha'), '10032026');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar checada' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toBe('Checada manual de BETO PEÑA agregada: martes, 10 de marzo de 2026 a las 18:00.');
    const list = screen.getByRole('table', { name: 'Checadas' });
    const row = (await within(list).findByText('BETO PEÑA')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Checada manual');
    expect(row).toHaveTextContent('Entrada');
    expect(daemon.db.prepare('SELECT empleado_id, tipo, hora, fecha_local, manual, motivo, registrado_por FROM checadas WHERE manual = 1').all()).toEqual([
      {
        empleado_id: ids.beto,
        tipo: 'entrada',
        hora: '2026-03-11T00:00:00.000Z',
        fecha_local: '2026-03-10',
        manual: 1,
        motivo: 'Olvidó checar la salida',
        registrado_por: 'admin',
      },
    ]);
  });

  it("adds an incidencia from a row, for that row's employee and working day (a night shift's salida counts for the day before)", async () => {
    const user = userEvent.setup();
    await renderAdminRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Agregar incidencia a CARLOS IBÁÑEZ el lun, 9 de mar de 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar incidencia' });
    expect(dialog).toHaveTextContent('CARLOS IBÁÑEZ');
    expect(within(dialog).getByLabelText('Fecha')).toHaveValue('09/03/2026');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Permiso con goce de sueldo');
    await user.type(within(dialog).getByLabelText('Nota (opcional)'), 'Cita médica');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar incidencia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toBe('Incidencia "Permiso con goce de sueldo" de CARLOS IBÁÑEZ agregada el lun 9 de mar.');
    expect(daemon.db.prepare('SELECT empleado_id, fecha, tipo, minutos, nota, creado_por FROM incidencias').all()).toEqual([
      { empleado_id: ids.carlos, fecha: '2026-03-09', tipo: 'permiso_con_goce', minutos: null, nota: 'Cita médica', creado_por: 'admin' },
    ]);
  });

  it('a consulta sees neither the button nor the actions', async () => {
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ usuario: 'solo.consulta', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    await renderAdminRoute(PAGE);
    await within(screen.getByRole('table', { name: 'Checadas' })).findByText('ANA NÚÑEZ');
    expect(screen.queryByRole('button', { name: 'Agregar checada' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Agregar incidencia/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
  });
});
