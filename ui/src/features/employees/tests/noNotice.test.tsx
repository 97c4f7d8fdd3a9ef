/**
 * Before any privacy notice is published (a daemon of its own: notices cannot be deleted), no face can be registered:
 * 'Nuevo Empleado' and 'Agregar rostro' say so and point to 'Privacidad'; the employee can still be created, without
 * a face.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../../../test/renderRoute';
import { startEmployeesDaemon, type EmployeesDaemon } from './employeesDaemon';
import { bannerText, CONSENT_CHECKBOX, field, fillRegistration, registrationForm, submitButton, waitForOptions } from './registrationForm';

let daemon: EmployeesDaemon;
beforeAll(async () => {
  daemon = await startEmployeesDaemon({ notice: false });
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(async () => {
  await daemon.reset();
});

const SIN_AVISO = "Antes de registrar rostros, llena el aviso de privacidad en 'Privacidad'.";

describe('no privacy notice published', () => {
  it("'Nuevo Empleado': the photo card says so and links to 'Privacidad'; no photo can be taken or chosen", async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminRoute('/admin/nuevo-registro');
    const card = screen.getByRole('region', { name: 'Registro Facial' });
    expect(await within(card).findByText(SIN_AVISO)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Tomar Foto' })).not.toBeInTheDocument();
    expect(within(card).queryByLabelText('Subir foto')).not.toBeInTheDocument();
    expect(within(registrationForm()).queryByRole('checkbox', { name: CONSENT_CHECKBOX })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aviso de privacidad y consentimiento' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('link', { name: 'Ir a Privacidad' }));
    expect(router.state.location.pathname).toBe('/admin/privacidad');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacidad' })).toBeInTheDocument();
  });

  it("'Nuevo Empleado' creates the employee without a face and says how to add it later", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await within(screen.getByRole('region', { name: 'Registro Facial' })).findByText(SIN_AVISO);
    await fillRegistration(user, { nombre: 'ana lópez' });
    await user.click(submitButton());

    await waitFor(() =>
      expect(bannerText()).toBe(
        "¡Empleado ANA LÓPEZ registrado con éxito! Quedó sin rostro: publica el aviso de privacidad en 'Privacidad' y después agrega su rostro desde Empleados.",
      ),
    );
    expect(await daemon.employees()).toMatchObject([{ nombre: 'ANA LÓPEZ', rostros: 0 }]);
    expect(field('Nombre')).toHaveValue(''); // ready for the next one
  });

  it("'Nuevo Empleado' with a blank name says so and creates nobody", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await within(screen.getByRole('region', { name: 'Registro Facial' })).findByText(SIN_AVISO);
    await fillRegistration(user, { nombre: '' });
    await user.click(submitButton());
    await waitFor(() => expect(bannerText()).toBe('El nombre es obligatorio.'));
    expect(await daemon.employees()).toEqual([]);
  });

  it("'Agregar rostro' says so, links to 'Privacidad', and offers no photo to send", async () => {
    const user = userEvent.setup();
    await daemon.request('POST', '/api/employees', {
      nombre: 'Beto Ruiz',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      minutosComida: 60,
    });
    await renderAdminRoute('/admin/empleados');
    await user.click(
      within((await screen.findByRole('cell', { name: 'BETO RUIZ' })).closest('tr') as HTMLElement).getByRole('button', { name: 'Agregar rostro' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Agregar rostro' });
    expect(await within(dialog).findByText(SIN_AVISO)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ir a Privacidad' })).toHaveAttribute('href', '/admin/privacidad');
    expect(within(dialog).queryByLabelText('Subir foto')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Agregar rostro' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
