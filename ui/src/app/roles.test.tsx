/**
 * The panel as a gerente and a consulta see it, against the real daemon: the sidebar of their role, a calm refusal
 * for a screen they may not use (its address typed), no change buttons for a consulta, and a 403 in Spanish.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuariosText } from '@reloj/contract/usuarios';
import { startRealDaemon, type RealDaemon } from '../test/realDaemon';
import { renderAdminRoute, renderRoute } from '../test/renderRoute';

const PASSWORD = 'una-contraseña-larga';
const FORBIDDEN = 'Tu cuenta no tiene permiso para ver esta sección.';
let daemon: RealDaemon;
let anaId = 0;

beforeAll(async () => {
  daemon = await startRealDaemon();
  const centro = (await daemon.request<{ id: number }>('POST', '/api/sucursales', { nombre: 'Centro' })).id;
  await daemon.request('POST', '/api/sucursales', { nombre: 'Norte' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 320 });
  const employee = (nombre: string, sucursal: string) =>
    daemon.request<{ id: number }>('POST', '/api/employees', {
      nombre,
      sucursal,
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
    });
  anaId = (await employee('ANA CENTRO', 'CENTRO')).id;
  await employee('BETO NORTE', 'NORTE');
  await daemon.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password: PASSWORD, rol: 'gerente', sucursalIds: [centro] });
  await daemon.request('POST', '/api/usuarios', { usuario: 'solo.consulta', password: PASSWORD, rol: 'consulta', sucursalIds: [] });
});
afterAll(async () => {
  await daemon.stop();
});

/** Signs the UI's session in as another account (the test daemon's cookie jar keeps what the login sets). */
async function signInAs(usuario: string) {
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ usuario, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
}

const navLabels = () =>
  within(screen.getByRole('navigation', { name: 'Menú lateral' }))
    .getAllByRole('link')
    .map((l) => l.textContent);
const main = () => screen.getByRole('main');

describe('a gerente', () => {
  beforeAll(() => signInAs('gerente.centro'));

  it('sees the sidebar of their role, and who is signed in with which role', async () => {
    await renderAdminRoute('/admin');
    expect(navLabels()).toEqual(['Nuevo Empleado', 'Empleados', 'Asistencias', 'Solicitudes', 'Pre-nómina', 'Rol de Turnos', 'Aguinaldo', 'Cerrar Sesión']);
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByText('gerente.centro')).toBeInTheDocument();
    expect(within(sidebar).getByText('Gerente de sucursal')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Cerrar Sesión' })).toBeInTheDocument();
  });

  it.each(['/admin/usuarios', '/admin/respaldos', '/admin/puestos'])('opening %s directly gets a calm refusal, with the sidebar', async (path) => {
    await renderAdminRoute(path);
    expect(within(main()).getByRole('heading', { level: 1, name: 'Sección no disponible' })).toBeInTheDocument();
    expect(within(main()).getByText(FORBIDDEN)).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Volver al inicio del panel' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menú lateral' })).toBeInTheDocument();
  });

  it("sees only their branch's employees, and may change them", async () => {
    await renderAdminRoute('/admin/empleados');
    expect(await screen.findByText('ANA CENTRO')).toBeInTheDocument();
    expect(screen.queryByText('BETO NORTE')).not.toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Nuevo Empleado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it.each(['/admin/empleados', '/admin/asistencias', '/admin/prenomina'])(
    "the branch filter of %s offers their one branch, chosen, never 'Todas las sucursales'",
    async (path) => {
      await renderAdminRoute(path);
      const filter = await screen.findByRole('combobox', { name: 'Sucursal' });
      await waitFor(() =>
        expect(
          within(filter)
            .getAllByRole('option')
            .map((o) => o.textContent),
        ).toEqual(['CENTRO']),
      );
      expect(filter).toHaveDisplayValue('CENTRO');
      expect(screen.queryByText(/^Todas/)).not.toBeInTheDocument();
      // Closing a period is an administrador's: the daemon answers 403 to a gerente, so the button is not offered.
      if (path === '/admin/prenomina') {
        await screen.findByRole('status', { name: 'Estado del periodo' });
        expect(screen.queryByRole('button', { name: 'Cerrar periodo' })).not.toBeInTheDocument();
      }
    },
  );
});

describe('a consulta', () => {
  beforeAll(() => signInAs('solo.consulta'));

  it('sees Empleados, Asistencias, Solicitudes, Pre-nómina and Aguinaldo only', async () => {
    await renderAdminRoute('/admin');
    expect(navLabels()).toEqual(['Empleados', 'Asistencias', 'Solicitudes', 'Pre-nómina', 'Aguinaldo', 'Cerrar Sesión']);
    expect(within(screen.getByRole('complementary')).getByText('Solo consulta')).toBeInTheDocument();
  });

  it("reads the employee list without 'Nuevo Empleado', edit, baja or any other action", async () => {
    await renderAdminRoute('/admin/empleados');
    expect(await screen.findByText('ANA CENTRO')).toBeInTheDocument();
    expect(screen.getByText('BETO NORTE')).toBeInTheDocument(); // no branches chosen: every branch
    expect(within(main()).queryByRole('link', { name: 'Nuevo Empleado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Acciones' })).not.toBeInTheDocument();
    for (const name of ['Editar', 'Dar de baja', 'Agregar rostro', 'Privacidad y datos'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("opening 'Nuevo Empleado' directly gets the refusal", async () => {
    await renderAdminRoute('/admin/nuevo-registro');
    expect(within(main()).getByText(FORBIDDEN)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar Empleado' })).not.toBeInTheDocument();
  });

  it("a call the daemon refuses (403) shows the daemon's sentence, not a broken screen", async () => {
    // The printed data of an employee (ARCO): a gerente's, not a consulta's; the address typed anyway.
    const { router } = renderRoute(`/admin/empleados/${anaId}/datos`);
    expect(await screen.findByText((text) => text.includes(usuariosText.forbidden))).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/empleados/${anaId}/datos`);
  });
});
