/**
 * Issue 40 item 2 against the real daemon: an employee hired in 2020 on a box whose record started Monday 23 November
 * 2026 shows 'Saldo inicial pendiente' instead of a number and is counted in 'Primeros pasos'; the administrator enters
 * 8 pending days in 'Empleados' → 'Editar' → 'Vacaciones' → 'Saldo inicial', and the step is ticked. A gerente of the
 * branch reads the section but is not offered the form (the daemon answers 403 to a gerente).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

let daemon: RealDaemon | undefined;
afterEach(async () => {
  await daemon?.stop();
  daemon = undefined;
});

// Wednesday 25 November 2026, 12:00 on the box (America/Mexico_City).
const clock = { now: () => new Date('2026-11-25T18:00:00.000Z') };
const card = async (title: string) => (await screen.findByRole('heading', { level: 2, name: title })).closest('section') as HTMLElement;
const step = (setup: HTMLElement, title: string) => within(setup).getByText(title, { selector: '.setup__step-title' }).closest('li') as HTMLElement;

async function luisOnNewBox(): Promise<RealDaemon> {
  const started = await startRealDaemon({ clock });
  await started.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await started.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 400 });
  await started.request('PUT', '/api/inicio-registro', { fecha: '2026-11-23', motivo: 'Primer día del reloj en la panadería' });
  await started.request('POST', '/api/employees', {
    nombre: 'Luis Pérez',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 400,
    bono: 0,
    fechaIngreso: '2020-06-15',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: 60,
  });
  return started;
}

describe("'Saldo inicial' of an employee's vacations", () => {
  it("is entered in the employee's 'Vacaciones' and ticks its step in 'Primeros pasos'", async () => {
    daemon = await luisOnNewBox();

    const home = await renderAdminRoute('/admin');
    const before = step(await card('Primeros pasos'), 'Saldo inicial de vacaciones');
    expect(within(before).getByText(/^Faltan 1 empleado:/)).toBeInTheDocument();
    expect(within(before).getByRole('link', { name: 'Ir a Empleados' })).toHaveAttribute('href', '/admin/empleados');
    home.unmount();

    const user = userEvent.setup();
    await renderAdminRoute('/admin/empleados');
    const row = (await screen.findByText('LUIS PÉREZ', { selector: '.cell-name' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Saldo inicial de vacaciones pendiente')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const section = within(screen.getByRole('dialog')).getByRole('region', { name: 'Vacaciones' });
    expect(await within(section).findByText('Saldo inicial pendiente')).toBeInTheDocument();
    expect(within(section).queryByText(/^Pendientes en total/)).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Registrar saldo inicial' }));
    const form = within(section).getByRole('group', { name: 'Saldo inicial' });
    expect(within(form).getByLabelText('Fecha del saldo')).toHaveValue('2026-11-23'); // the record's start
    await user.type(within(form).getByLabelText('Motivo'), 'Saldo al instalar el reloj');
    // More days than the years opened by then gave: the daemon's sentence (6 + 8 + 16 + 18 + 20 + 22 = 90, art. 76).
    const total = within(form).getByLabelText('Días pendientes en total');
    await user.type(total, '91');
    await user.click(within(form).getByRole('button', { name: 'Guardar saldo inicial' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^No se guardó el saldo inicial: 91 días pendientes son más .* \(90 días\)\.$/);
    await user.clear(total);
    await user.type(total, '8');
    await user.click(within(form).getByRole('button', { name: 'Guardar saldo inicial' }));

    // 8 days in year 5 (15/06/2025), the oldest year not past its 18 months on 23/11/2026.
    expect(await within(section).findByText('Pendientes en total: 8 días')).toBeInTheDocument();
    expect(within(section).getByText('Saldo inicial', { selector: '.tag' })).toBeInTheDocument();
    expect(within(section).getByText(/^Al 23\/11\/2026: 8 días pendientes\./)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Cambiar saldo inicial' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(await within(row).findByText('8 días de vacaciones')).toBeInTheDocument();
    const { unmount } = await renderAdminRoute('/admin');
    await waitFor(async () => expect(within(step(await card('Primeros pasos'), 'Saldo inicial de vacaciones')).getByText('Listo')).toBeInTheDocument());
    unmount();
  });

  it('is not offered to a gerente of the branch: the section says only an administrador records it', async () => {
    daemon = await luisOnNewBox();
    const centro = (await daemon.request<{ id: number; nombre: string }[]>('GET', '/api/sucursales')).find((x) => x.nombre === 'CENTRO')!.id;
    await daemon.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password: 'una-contraseña-larga', rol: 'gerente', sucursalIds: [centro] });
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ usuario: 'gerente.centro', password: 'una-contraseña-larga' }),
    });
    expect(login.status).toBe(200);

    const user = userEvent.setup();
    await renderAdminRoute('/admin/empleados');
    const row = (await screen.findByText('LUIS PÉREZ', { selector: '.cell-name' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const section = within(screen.getByRole('dialog')).getByRole('region', { name: 'Vacaciones' });
    expect(await within(section).findByText('Saldo inicial pendiente')).toBeInTheDocument();
    expect(within(section).getByText('Solo un administrador puede registrar el saldo inicial.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /saldo inicial/ })).not.toBeInTheDocument();
  });
});
