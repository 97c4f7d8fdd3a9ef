/**
 * 'Nuevo Empleado' against the real daemon with the real face engine (a photo is checked before the employee is
 * created): the form, the lists and the spec's messages. The privacy notice is published, so each registration with a
 * photo goes through the consent step. What follows a face step that fails once the employee exists (retry in place)
 * is in enrolmentRetry.test.tsx; refused photos in registrationWithFaces.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../../../test/renderRoute';
import { facePhotoFile, startEmployeesDaemon, tinyPngFile, type EmployeesDaemon } from './employeesDaemon';
import { bannerText, field, fillConsent, fillRegistration, registrationForm, submitButton, uploadPhoto, waitForOptions } from './registrationForm';

let daemon: EmployeesDaemon;
beforeAll(async () => {
  daemon = await startEmployeesDaemon({ faceEngine: true });
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(async () => {
  await daemon.reset();
});

/** A photo the face check accepts. */
const goodPhoto = () => facePhotoFile('people', 'obama', '1.jpg');
const SUCCESS = (name: string) => `¡Empleado ${name} registrado con éxito! Rostro registrado (1 foto de referencia).`;

describe("'Nuevo Empleado' (/admin/nuevo-registro)", () => {
  it('loads branches, positions and bonuses; uppercases the name; shows the salary of the chosen position', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo Empleado' })).toBeInTheDocument();
    await waitForOptions();

    const options = (label: string) =>
      within(field(label))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Sucursal')).toEqual(['Selecciona una sucursal', 'CENTRO', 'NORTE']);
    expect(options('Puesto')).toEqual(['Selecciona un puesto', 'CAJERO', 'GERENTE']);
    expect(options('Bono')).toEqual(['Sin bono', 'PUNTUALIDAD — $250.00']);
    expect(field('Sucursal')).toBeRequired();
    expect(field('Puesto')).toBeRequired();
    expect(field('Nombre')).toBeRequired();
    expect(field('Bono')).not.toBeRequired();
    // dd/mm/aaaa and HH:MM whatever the browser's language: text inputs, not the browser's date and time pickers.
    expect(field('Fecha de ingreso')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(field('Hora de entrada')).toHaveAttribute('placeholder', 'HH:MM');
    expect(field('Hora de salida')).toHaveAttribute('placeholder', 'HH:MM');

    await user.type(field('Nombre'), 'josé peña');
    expect(field('Nombre')).toHaveValue('JOSÉ PEÑA');

    const salary = field('Salario Diario');
    expect(salary).toHaveAttribute('readonly');
    expect(salary).toHaveValue('');
    await user.selectOptions(field('Puesto'), 'GERENTE');
    expect(salary).toHaveValue('$550.50');
    await user.selectOptions(field('Puesto'), 'CAJERO');
    expect(salary).toHaveValue('$320.00');
  });

  it('shows the facial-registration card; without a camera it says why and offers the upload', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    const card = screen.getByRole('region', { name: 'Registro Facial' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('No se puede usar la cámara');
    expect(within(card).getByRole('alert')).toHaveTextContent('“Subir foto”');
    expect(within(card).getByRole('button', { name: 'Tomar Foto' })).toBeDisabled();
    const upload = within(card).getByLabelText('Subir foto');
    expect(upload).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');

    await uploadPhoto(user, tinyPngFile());
    expect(within(card).getByRole('img', { name: 'Foto capturada' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await user.click(within(card).getByRole('button', { name: 'Repetir' }));
    expect(within(card).queryByRole('img', { name: 'Foto capturada' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Tomar Foto' })).toBeInTheDocument();
  });

  it('refuses a photo over 5 MB with a Spanish message', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'grande.jpg', { type: 'image/jpeg' });
    await user.upload(within(registrationForm()).getByLabelText('Subir foto'), big);
    expect(await within(registrationForm()).findByText('La foto pesa 5.0 MB; el máximo es 5 MB. Elige una foto más ligera.')).toBeInTheDocument();
    expect(within(registrationForm()).queryByRole('img', { name: 'Foto capturada' })).not.toBeInTheDocument();
  });

  it("says 'El nombre y la foto son obligatorios.' without a photo, or with a blank name, and creates nobody", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await fillRegistration(user);
    await user.click(submitButton());
    await waitFor(() => expect(bannerText()).toBe('El nombre y la foto son obligatorios.'));

    await user.click(screen.getByRole('button', { name: 'El nombre y la foto son obligatorios.' })); // dismissed by clicking it
    expect(bannerText()).toBe('');

    await user.clear(field('Nombre'));
    await user.type(field('Nombre'), '   ');
    await uploadPhoto(user, tinyPngFile());
    await user.click(submitButton());
    await waitFor(() => expect(bannerText()).toBe('El nombre y la foto son obligatorios.'));
    expect(await daemon.employees()).toEqual([]);
  });

  it("shows the server's refusal: 'Hubo un error durante el registro: ...', and creates nobody", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await fillRegistration(user, { horaEntrada: '09:00', horaSalida: '09:00' });
    await uploadPhoto(user, goodPhoto()); // the photo passes the check; the data does not
    await fillConsent(user, 'Juan Pérez');
    await user.click(submitButton());
    await waitFor(() => expect(bannerText()).toBe('Hubo un error durante el registro: La hora de salida no puede ser igual a la hora de entrada.'), {
      timeout: 10_000,
    });
    expect(await daemon.employees()).toEqual([]);
    expect(field('Nombre')).toHaveValue('JUAN PÉREZ'); // kept, to be corrected
    expect(submitButton()).toHaveTextContent('Registrar Empleado');
  });

  it("disables the button as 'Registrando...' while it works (the photo is checked, then the employee created)", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await fillRegistration(user);
    await uploadPhoto(user, goodPhoto());
    await fillConsent(user, 'Juan Pérez');
    const labels: string[] = [];
    const button = submitButton();
    new MutationObserver(() => labels.push(`${button.textContent}${(button as HTMLButtonElement).disabled ? ' (disabled)' : ''}`)).observe(button, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    await user.click(button);
    await waitFor(() => expect(bannerText()).toBe(SUCCESS('JUAN PÉREZ')), { timeout: 10_000 });
    await waitFor(() => expect(button).toHaveTextContent('Registrar Empleado'));
    expect(labels).toContain('Registrando... (disabled)');
    expect(button).toBeEnabled();
  });
});

describe("'Nuevo Empleado': the schedule fields and the bono's id", () => {
  it('sends the chosen bono by id when two bonos share the amount, with the rest days, meal minutes and payroll number', async () => {
    const user = userEvent.setup();
    const asistencia = await daemon.request<{ id: number }>('POST', '/api/bonos', { nombre: 'Asistencia', monto: 250, tipo: 'asistencia', pierdeCon: 1 });
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    expect(
      within(field('Bono'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sin bono', 'ASISTENCIA — $250.00', 'PUNTUALIDAD — $250.00']);
    // The SPEC fields come first; the schedule fields below them, Sunday off by default.
    const restDays = within(registrationForm()).getByRole('group', { name: 'Días de descanso' });
    expect(within(restDays).getByRole('checkbox', { name: 'Domingo' })).toBeChecked();
    expect(field('Minutos de comida')).toHaveValue(0);

    await fillRegistration(user, { bono: 'ASISTENCIA — $250.00' });
    await user.click(within(restDays).getByRole('checkbox', { name: 'Sábado' }));
    await user.clear(field('Minutos de comida'));
    await user.type(field('Minutos de comida'), '60');
    await user.type(field('Número de empleado (opcional)'), 'c-0012');
    await uploadPhoto(user, goodPhoto());
    await fillConsent(user, '  JUAN   perez ');
    await user.click(submitButton());

    await waitFor(() => expect(bannerText()).toBe(SUCCESS('JUAN PÉREZ')), { timeout: 10_000 });
    const [employee, ...others] = await daemon.employees();
    expect(others).toEqual([]);
    // The consent is recorded with the name as the employee typed it (case, accents and spaces do not matter to match it).
    expect(await daemon.request('GET', `/api/employees/${employee!.id}/consentimientos`)).toMatchObject([
      { version: 1, confirmacion: 'JUAN   perez', retiradoEn: null },
    ]);
    expect(employee).toMatchObject({
      rostros: 1,
      bono: 250,
      bonoId: asistencia.id,
      bonoNombre: 'ASISTENCIA',
      diasDescanso: [0, 6],
      minutosComida: 60,
      numeroEmpleado: 'C-0012',
    });
  });
});

describe("'Nuevo Empleado' when the backend cannot be reached", () => {
  it("says 'Error al cargar datos. Revisa la conexión con el backend.'", async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminRoute('/admin');
    await daemon.stop(); // the session check is done; now the backend goes away
    try {
      await user.click(screen.getByRole('link', { name: 'Nuevo Empleado' }));
      expect(router.state.location.pathname).toBe('/admin/nuevo-registro');
      await waitFor(() => expect(bannerText()).toBe('Error al cargar datos. Revisa la conexión con el backend.'));
      expect(within(field('Sucursal')).getAllByRole('option')).toHaveLength(1);
    } finally {
      daemon = await startEmployeesDaemon(); // only for afterAll to stop: no face engine to load again
    }
  });
});
