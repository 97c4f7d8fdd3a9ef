import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../test/realDaemon';
import { renderAdminRoute, renderRoute } from '../test/renderRoute';

const sidebarLinks = [
  ['Nuevo Empleado', '/admin/nuevo-registro'],
  ['Puestos y Salarios', '/admin/puestos'],
  ['Sucursales', '/admin/sucursales'],
  ['Bonos', '/admin/bonos'],
  ['Auditoría', '/admin/auditoria'],
] as const;

describe('routes', () => {
  it("/ shows 'Página Principal'", () => {
    renderRoute('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Página Principal' })).toBeInTheDocument();
  });

  it('/kiosk renders the time clock', () => {
    renderRoute('/kiosk');
    expect(screen.getByRole('heading', { level: 1, name: 'Identificando dispositivo...' })).toBeInTheDocument();
  });

  it.each(['/no-existe', '/admin/no-existe'])("%s shows 'Unexpected Application Error!'", (path) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('La página que buscas no existe.')).toBeInTheDocument();
    expect(screen.getByText('Revisa la dirección o vuelve al panel para seguir trabajando.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/admin');
  });
});

describe('admin routes, signed in against the real daemon', () => {
  let daemon: RealDaemon;
  beforeAll(async () => {
    daemon = await startRealDaemon();
  });
  afterAll(async () => {
    await daemon.stop();
  });

  it('/admin shows the sidebar and the welcome page', async () => {
    await renderAdminRoute('/admin');
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('link', { name: 'PANEL ADMIN' })).toHaveAttribute('href', '/admin');
    for (const [name, href] of sidebarLinks) {
      const link = within(sidebar).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).not.toHaveAttribute('aria-current');
    }
    // The product's requirements list 'Cerrar Sesión' among the sidebar's links: the last one.
    const nav = within(sidebar).getByRole('navigation', { name: 'Menú lateral' });
    expect(within(nav).getAllByRole('link').at(-1)).toHaveAccessibleName('Cerrar Sesión');
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido al panel de administración' })).toBeInTheDocument();
    expect(screen.getByText('Selecciona una opción del menú lateral.')).toBeInTheDocument();
  });

  it.each(sidebarLinks)('highlights only "%s" on %s (exact path match)', async (name, path) => {
    await renderAdminRoute(path);
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    for (const link of within(nav).getAllByRole('link')) {
      if (link.textContent === name) {
        expect(link).toHaveAttribute('aria-current', 'page');
        expect(link).toHaveClass('active');
      } else {
        expect(link).not.toHaveAttribute('aria-current');
      }
    }
  });

  it('/admin/nuevo-registro renders inside the admin layout', async () => {
    await renderAdminRoute('/admin/nuevo-registro');
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo Empleado' })).toBeInTheDocument();
  });

  it('the sidebar links navigate', async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminRoute('/admin');
    await user.click(screen.getByRole('link', { name: 'Nuevo Empleado' }));
    expect(router.state.location.pathname).toBe('/admin/nuevo-registro');
  });

  it("groups the menu under Personal, Asistencia, Catálogos and Sistema, and names each screen in the tab's title (issue 30)", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin');
    expect(document.title).toBe('Panel de administración · Reloj Checador');
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    const groups = within(nav)
      .getAllByRole('group')
      .map((g) => [
        g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
        within(g)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ]);
    expect(groups).toEqual([
      ['Personal', ['Nuevo Empleado', 'Empleados']],
      [
        'Asistencia',
        ['Asistencias', 'Solicitudes', 'Pre-nómina', 'Rol de Turnos', 'Aguinaldo', 'Reglas de Asistencia', 'Días Festivos', 'Exportación a nómina'],
      ],
      ['Catálogos', ['Puestos y Salarios', 'Sucursales', 'Bonos', 'Turnos']],
      ['Sistema', ['Dispositivos', 'Reconocimiento', 'Privacidad', 'Auditoría', 'Respaldos', 'Avisos', 'Actualizaciones', 'Usuarios']],
    ]);
    await user.click(within(within(nav).getByRole('group', { name: 'Personal' })).getByRole('link', { name: 'Empleados' }));
    expect(document.title).toBe('Empleados · Reloj Checador');
    await user.click(within(within(nav).getByRole('group', { name: 'Catálogos' })).getByRole('link', { name: 'Puestos y Salarios' }));
    expect(document.title).toBe('Puestos y Salarios · Reloj Checador');
  });
});
