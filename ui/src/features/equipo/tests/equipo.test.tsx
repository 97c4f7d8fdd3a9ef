/**
 * Issue 45 item 8: the home page says which box this is ('Este equipo: …'), readable, never a hex code; an
 * administrador may rename it; a consulta reads it without the button. Against the real daemon.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

const PASSWORD = 'una-contraseña-larga';
let daemon: RealDaemon;

beforeAll(async () => {
  daemon = await startRealDaemon();
});
afterAll(async () => {
  await daemon.stop();
});

const line = async () => (await screen.findByText('Este equipo:')).closest('.equipo-nombre') as HTMLElement;

describe("'Este equipo' on the home page", () => {
  it("names a new box 'Reloj Checador', then after the company; the administrador renames it, and empty goes back", async () => {
    const user = userEvent.setup();
    const fresh = await renderAdminRoute('/admin');
    expect(await line()).toHaveTextContent(/^Este equipo: Reloj Checador/);
    fresh.unmount();

    await daemon.request('PUT', '/api/reglas', { nombreEmpresa: 'Panadería La Espiga' });
    await renderAdminRoute('/admin');
    expect(await line()).toHaveTextContent(/^Este equipo: Panadería La Espiga/);

    await user.click(within(await line()).getByRole('button', { name: 'Cambiar nombre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nombre de este equipo' });
    const field = within(dialog).getByLabelText('Nombre');
    expect(field).toHaveValue('');
    expect(within(dialog).getByText('Hasta 60 caracteres. Vacío, se usa «Panadería La Espiga».')).toBeInTheDocument();
    await user.type(field, '---');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El nombre de este equipo debe tener al menos una letra o un número.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Mostrador  Centro ');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await line()).toHaveTextContent(/^Este equipo: Mostrador Centro/));
    expect((await daemon.request<{ nombre: string; propio: boolean }>('GET', '/api/equipo')).nombre).toBe('Mostrador Centro');

    await user.click(within(await line()).getByRole('button', { name: 'Cambiar nombre' }));
    const again = await screen.findByRole('dialog', { name: 'Nombre de este equipo' });
    expect(within(again).getByLabelText('Nombre')).toHaveValue('Mostrador Centro');
    await user.clear(within(again).getByLabelText('Nombre'));
    await user.click(within(again).getByRole('button', { name: 'Guardar' }));
    await waitFor(async () => expect(await line()).toHaveTextContent(/^Este equipo: Panadería La Espiga/));
  });

  it('is read by a consulta, without the button to rename it', async () => {
    await daemon.request('POST', '/api/usuarios', { usuario: 'solo.consulta', password: PASSWORD, rol: 'consulta', sucursalIds: [] });
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ usuario: 'solo.consulta', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    await renderAdminRoute('/admin');
    expect(await line()).toHaveTextContent(/^Este equipo: Panadería La Espiga$/);
    expect(within(await line()).queryByRole('button')).not.toBeInTheDocument();
  });
});
