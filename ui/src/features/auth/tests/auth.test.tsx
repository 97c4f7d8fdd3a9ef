import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute, renderRoute } from '../../../test/renderRoute';

// The test administrator created by the daemon's test server.
const ADMIN = { usuario: 'admin', password: 'contraseña-de-prueba' };

let daemon: RealDaemon | undefined;
afterEach(async () => {
  await daemon?.stop();
  daemon = undefined;
});

describe('signing in', () => {
  it("puts the cursor in 'Usuario' when the login page opens", async () => {
    daemon = await startRealDaemon({ signedIn: false });
    renderRoute('/login');
    expect(await screen.findByLabelText('Usuario')).toHaveFocus();
  });

  it('sends a signed-out visitor of /admin/puestos to the login page, and back there after signing in', async () => {
    daemon = await startRealDaemon({ signedIn: false });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/puestos');
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('siguiente')).toBe('/admin/puestos');

    await user.type(await screen.findByLabelText('Usuario'), ADMIN.usuario);
    await user.type(screen.getByLabelText('Contraseña'), 'no-es-esta');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('');

    await user.type(screen.getByLabelText('Contraseña'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Puestos y Salarios' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/puestos');
  });

  it('refuses to send the user anywhere but the admin area after signing in', async () => {
    daemon = await startRealDaemon({ signedIn: false });
    const user = userEvent.setup();
    const { router } = renderRoute('/login?siguiente=https%3A%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('Usuario'), ADMIN.usuario);
    await user.type(screen.getByLabelText('Contraseña'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('offers the first-run setup on an empty database and enters the panel afterwards', async () => {
    daemon = await startRealDaemon({ signedIn: false, withoutAdmin: true });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Configuración inicial' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Código de configuración/)).not.toBeInTheDocument(); // the test connects over loopback
    expect(screen.getByText('Crea la cuenta del primer administrador de este equipo.')).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Usuario'), 'duena');
    await user.type(screen.getByLabelText('Contraseña (al menos 10 caracteres)'), 'corta');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'corta');
    await user.click(screen.getByRole('button', { name: 'Crear administrador' }));
    // Each refusal is told beside its field.
    await waitFor(() =>
      expect(screen.getByLabelText('Contraseña (al menos 10 caracteres)')).toHaveAccessibleDescription('La contraseña debe tener al menos 10 caracteres.'),
    );
    await user.clear(screen.getByLabelText('Contraseña (al menos 10 caracteres)'));
    await user.clear(screen.getByLabelText('Repite la contraseña'));
    await user.type(screen.getByLabelText('Contraseña (al menos 10 caracteres)'), 'una-contraseña-larga');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'otra-contraseña-larga');
    await user.click(screen.getByRole('button', { name: 'Crear administrador' }));
    await waitFor(() => expect(screen.getByLabelText('Repite la contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden.'));
    await user.clear(screen.getByLabelText('Repite la contraseña'));
    await user.type(screen.getByLabelText('Repite la contraseña'), 'una-contraseña-larga');
    await user.click(screen.getByRole('button', { name: 'Crear administrador' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido al panel de administración' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

describe('Cerrar Sesión', () => {
  it('ends the session on the server and shows the login page; the admin area then asks to sign in again', async () => {
    daemon = await startRealDaemon();
    const user = userEvent.setup();
    const { router } = await renderAdminRoute('/admin/puestos');
    await user.click(within(screen.getByRole('complementary')).getByRole('link', { name: 'Cerrar Sesión' }));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await expect(fetch('/api/puestos').then((r) => r.status)).resolves.toBe(401);
  });
});
