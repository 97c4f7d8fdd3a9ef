/**
 * 'Nuevo Empleado' against the real daemon, without the face engine (register-face answers 503, as on a box
 * whose models failed to load): the form, the lists, the spec's messages, and the employee left without a face.
 * The privacy notice is published, so each registration with a photo goes through the consent step.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../../../test/renderRoute';
import { FACE_UNAVAILABLE, startEmployeesDaemon, tinyPngFile, type EmployeesDaemon } from './employeesDaemon';
import { bannerText, field, fillConsent, fillRegistration, recordBanner, registrationForm, submitButton, uploadPhoto, waitForOptions } from './registrationForm';

let daemon: EmployeesDaemon;
beforeAll(async () => {
  daemon = await startEmployeesDaemon();
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(async () => {
  await daemon.reset();
});

const UNAVAILABLE = FACE_UNAVAILABLE.replace(/\.$/, '');

describe("'Nuevo Empleado' (/admin/nuevo-registro)", () => {
  it('loads branches, positions and bonuses; uppercases the name; shows the salary of the chosen position', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    expect(screen.getByRole('heading', { level: 1, name: 'Nuevo Empleado' })).toBeInTheDocument();
    await waitForOptions();

    const options = (label: string) => within(field(label)).getAllByRole('option').map((o) => o.textContent);
    expect(options('Sucursal')).toEqual(['Selecciona una sucursal', 'CENTRO', 'NORTE']);
    expect(options('Puesto')).toEqual(['Selecciona un puesto', 'CAJERO', 'GERENTE']);
    expect(options('Bono')).toEqual(['Sin bono', 'PUNTUALIDAD — $250.00']);
    expect(field('Sucursal')).toBeRequired();
    expect(field('Puesto')).toBeRequired();
    expect(field('Nombre')).toBeRequired();
    expect(field('Bono')).not.toBeRequired();
    expect(field('Fecha de ingreso')).toHaveAttribute('type', 'date');
    expect(field('Hora de entrada')).toHaveAttribute('type', 'time');
    expect(field('Hora de salida')).toHaveAttribute('type', 'time');

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
    await uploadPhoto(user, tinyPngFile());
    await fillConsent(user, 'Juan Pérez');
    await user.click(submitButton());
    await waitFor(() =>
      expect(bannerText()).toBe('Hubo un error durante el registro: La hora de salida no puede ser igual a la hora de entrada.'),
    );
    expect(await daemon.employees()).toEqual([]);
    expect(field('Nombre')).toHaveValue('JUAN PÉREZ'); // kept, to be corrected
    expect(submitButton()).toHaveTextContent('Registrar Empleado');
  });

  it('creates the employee, then says plainly that the face was not registered; a resubmit does not create a second one', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await fillRegistration(user, { bono: 'PUNTUALIDAD — $250.00' });
    await uploadPhoto(user, tinyPngFile());
    await fillConsent(user, 'juan perez');
    const seen = recordBanner();
    await user.click(submitButton());

    await waitFor(() => expect(bannerText()).toMatch(/sin rostro/));
    const [employee, ...others] = await daemon.employees();
    expect(others).toEqual([]);
    expect(employee).toMatchObject({
      nombre: 'JUAN PÉREZ',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salarioDiario: 320,
      bono: 250,
      bonoNombre: 'PUNTUALIDAD',
      fechaIngreso: '2026-03-02',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      activo: true,
      rostros: 0,
    });
    const id = employee!.id;
    // The consent went first, and stays: the face was refused after it.
    expect(await daemon.request('GET', `/api/employees/${id}/consentimientos`)).toMatchObject([{ version: 1, confirmacion: 'juan perez', retiradoEn: null }]);
    const halfDone = `Hubo un error durante el registro: ${UNAVAILABLE}. El empleado JUAN PÉREZ (ID: ${id}) quedó registrado sin rostro: toma otra foto y agrégala desde Empleados.`;
    expect(seen).toEqual(['Registrando empleado...', `Empleado creado (ID: ${id}). Registrando rostro...`, halfDone]);

    // The form is kept as it was, photo included.
    expect(field('Nombre')).toHaveValue('JUAN PÉREZ');
    expect(field('Sucursal')).toHaveValue('CENTRO');
    expect(within(registrationForm()).getByRole('img', { name: 'Foto capturada' })).toBeInTheDocument();

    // Pressing 'Registrar Empleado' again retries only the face of the same employee.
    seen.length = 0;
    await user.click(submitButton());
    await waitFor(() => expect(seen).toEqual([`Empleado creado (ID: ${id}). Registrando rostro...`, halfDone]));
    expect(await daemon.employees()).toHaveLength(1);

    // Changing the data makes it another employee (who types their own name).
    await user.type(field('Nombre'), ' dos');
    await user.type(field('Nombre del empleado (lo escribe el empleado como confirmación)'), ' dos');
    await user.click(submitButton());
    await waitFor(async () => expect(await daemon.employees()).toHaveLength(2));
  });

  it("lists the employee left without a face in 'Empleados', with 0 faces and 'Agregar rostro'", async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await fillRegistration(user, { nombre: 'ana lópez' });
    await uploadPhoto(user, tinyPngFile());
    await fillConsent(user, 'Ana López');
    await user.click(submitButton());
    await waitFor(() => expect(bannerText()).toMatch(/El empleado ANA LÓPEZ \(ID: \d+\) quedó registrado sin rostro/));

    await user.click(within(screen.getByRole('navigation', { name: 'Menú lateral' })).getByRole('link', { name: 'Empleados' }));
    expect(router.state.location.pathname).toBe('/admin/empleados');
    const row = (await screen.findByRole('cell', { name: 'ANA LÓPEZ' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('0')).toHaveClass('face-count--none');
    expect(within(row).getByRole('button', { name: 'Agregar rostro' })).toBeInTheDocument();
  });

  it("disables the button as 'Registrando...' while it works", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await fillRegistration(user);
    await uploadPhoto(user, tinyPngFile());
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
    await waitFor(() => expect(bannerText()).toMatch(/sin rostro/));
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
    expect(within(field('Bono')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sin bono',
      'ASISTENCIA — $250.00',
      'PUNTUALIDAD — $250.00',
    ]);
    // The SPEC fields come first; the schedule fields below them, Sunday off by default.
    const restDays = within(registrationForm()).getByRole('group', { name: 'Días de descanso' });
    expect(within(restDays).getByRole('checkbox', { name: 'Domingo' })).toBeChecked();
    expect(field('Minutos de comida')).toHaveValue(0);

    await fillRegistration(user, { bono: 'ASISTENCIA — $250.00' });
    await user.click(within(restDays).getByRole('checkbox', { name: 'Sábado' }));
    await user.clear(field('Minutos de comida'));
    await user.type(field('Minutos de comida'), '60');
    await user.type(field('Número de empleado (opcional)'), 'c-0012');
    await uploadPhoto(user, tinyPngFile());
    await fillConsent(user, 'Juan Pérez');
    await user.click(submitButton());

    await waitFor(() => expect(bannerText()).toMatch(/sin rostro/)); // no face engine in this test: created, without a face
    const [employee] = await daemon.employees();
    expect(employee).toMatchObject({
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
      daemon = await startEmployeesDaemon(); // for afterAll
    }
  });
});
