/**
 * 'Nuevo Empleado' and 'Agregar rostro' against the real daemon WITH the real face engine (ONNX models from
 * models/) and real photos from test-fixtures/faces: success, and each face refusal shown in the banner. 'Nuevo Empleado'
 * checks the photo before creating the employee: a refused photo leaves nobody behind.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFace } from '@reloj/daemon/testing';
import { renderAdminRoute } from '../../../test/renderRoute';
import { registerFace } from '../api/registerFace';
import { facePhotoFile, startEmployeesDaemon, type EmployeesDaemon } from './employeesDaemon';
import { faultOnNextCall } from './networkFault';
import {
  bannerText,
  CONSENT_CHECKBOX,
  field,
  fillConsent,
  fillRegistration,
  recordBanner,
  registrationForm,
  submitButton,
  uploadPhoto,
  waitForOptions,
} from './registrationForm';

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

/** The whole registration: the data, the photo, the consent step (the employee types their name), 'Registrar Empleado'. */
async function register(nombre: string, photo: File | File[]) {
  const user = userEvent.setup();
  await fillRegistration(user, { nombre });
  await uploadPhoto(user, photo);
  await fillConsent(user, nombre);
  await user.click(submitButton());
}

describe('registration with the face engine', () => {
  it('creates the employee, registers the face, says so and clears the whole form, photo included', async () => {
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    const seen = recordBanner();
    await register('barack obama', facePhotoFile('people', 'obama', '1.jpg'));

    const success = '¡Empleado BARACK OBAMA registrado con éxito! Rostro registrado (1 foto de referencia).';
    await waitFor(() => expect(bannerText()).toBe(success), { timeout: 10_000 });
    const [employee] = await daemon.employees();
    expect(employee).toMatchObject({ nombre: 'BARACK OBAMA', rostros: 1, bono: 0 });
    expect(seen).toEqual(['Registrando empleado...', `Empleado creado (ID: ${employee!.id}). Registrando rostro...`, success]);

    expect(field('Nombre')).toHaveValue('');
    expect(field('Sucursal')).toHaveValue('');
    expect(field('Puesto')).toHaveValue('');
    expect(field('Salario Diario')).toHaveValue('');
    expect(field('Bono')).toHaveValue('');
    expect(field('Hora de entrada')).toHaveValue('');
    expect(field('Hora de salida')).toHaveValue('');
    expect(within(registrationForm()).queryByRole('img', { name: 'Foto capturada' })).not.toBeInTheDocument();
    expect(field('Nombre')).toHaveFocus();
    // The consent was recorded for the notice in force (the daemon refuses a face without it), and the step is cleared.
    expect(await daemon.request('GET', `/api/employees/${employee!.id}/consentimientos`)).toMatchObject([
      { version: 1, confirmacion: 'barack obama', registradoPor: 'admin', retiradoEn: null },
    ]);
    expect(within(registrationForm()).getByRole('checkbox', { name: CONSENT_CHECKBOX })).not.toBeChecked();
    expect(field('Nombre del empleado (lo escribe el empleado como confirmación)')).toHaveValue('');
  });

  it.each([
    ['no face', ['other', 'white.png'], 'No se detectó ningún rostro en la foto.'],
    ['several faces', ['groups', 'two_people.jpg'], 'Se detectó más de un rostro en la foto. Debe aparecer solo una persona.'],
  ])('%s: nobody is created; the banner and the photo card say why; another photo then registers them', async (_case, photo, reason) => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    const seen = recordBanner();
    await register('juan pérez', facePhotoFile(...photo));
    await waitFor(() => expect(bannerText()).toBe(`Hubo un error durante el registro: ${reason}`), { timeout: 10_000 });
    expect(seen).toEqual(['Registrando empleado...', `Hubo un error durante el registro: ${reason}`]);
    expect(await daemon.employees()).toEqual([]);
    const card = screen.getByRole('region', { name: 'Registro Facial' });
    const note = within(card).getByText(/el empleado todavía no se ha registrado\.$/);
    expect(note).toHaveAttribute('role', 'alert');
    expect(note).toHaveTextContent(`${reason} Toma o sube otra foto; el empleado todavía no se ha registrado.`);
    expect(field('Nombre')).toHaveValue('JUAN PÉREZ'); // the form is kept
    expect(submitButton()).toHaveTextContent('Registrar Empleado');

    // Another photo clears the refusal; this one is usable: exactly one employee, with a face.
    await user.click(within(card).getByRole('button', { name: 'Repetir' }));
    expect(note).not.toBeInTheDocument();
    await uploadPhoto(user, facePhotoFile('people', 'biden', '1.jpg'));
    await user.click(submitButton());
    await waitFor(() => expect(bannerText()).toBe('¡Empleado JUAN PÉREZ registrado con éxito! Rostro registrado (1 foto de referencia).'), { timeout: 10_000 });
    expect(await daemon.employees()).toMatchObject([{ nombre: 'JUAN PÉREZ', rostros: 1 }]);
  });

  it('a face already enrolled as another employee: nobody is created and the banner names that employee', async () => {
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await register('barack obama', facePhotoFile('people', 'obama', '1.jpg'));
    await waitFor(() => expect(bannerText()).toMatch(/^¡Empleado BARACK OBAMA registrado con éxito!/), { timeout: 10_000 });
    const [first] = await daemon.employees();

    await register('otro obama', facePhotoFile('people', 'obama', '2.jpg'));
    const refusal = `Hubo un error durante el registro: Este rostro ya está registrado para el empleado ID: ${first!.id}.`;
    await waitFor(() => expect(bannerText()).toBe(refusal), { timeout: 10_000 });
    expect((await daemon.employees()).map((e) => e.nombre)).toEqual(['BARACK OBAMA']);
    expect(await daemon.request('GET', `/api/employees/${first!.id}/consentimientos`)).toHaveLength(1);
  });

  it("'Agregar rostro' in 'Empleados' gives a faceless employee their face", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    // The connection drops at the face step; the administrator goes on without retrying.
    const fault = faultOnNextCall(/\/register-face$/, { drop: true });
    try {
      await register('joe biden', facePhotoFile('people', 'biden', '2.jpg'));
      await screen.findByRole('region', { name: 'El empleado ya quedó registrado; falta su rostro.' }, { timeout: 10_000 });
    } finally {
      fault.restore();
    }
    await user.click(screen.getByRole('button', { name: 'Registrar otro empleado' }));
    await waitFor(() => expect(bannerText()).toMatch(/^JOE BIDEN \(ID: \d+\) quedó registrado sin rostro/));

    await user.click(within(screen.getByRole('navigation', { name: 'Menú lateral' })).getByRole('link', { name: 'Empleados' }));
    const row = (await screen.findByRole('cell', { name: 'JOE BIDEN' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Agregar rostro' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar rostro' });
    expect(dialog).toHaveTextContent('JOE BIDEN');
    // He consented in 'Nuevo Empleado' (before the face step failed): nothing is asked again.
    expect(
      await within(dialog).findByText(/^El empleado ya dio su consentimiento al aviso de privacidad vigente \(versión 1\) el \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('checkbox', { name: CONSENT_CHECKBOX })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Agregar rostro' }));
    expect(within(dialog).getByRole('button', { name: 'Toma o sube una foto primero.' })).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Subir foto'), facePhotoFile('people', 'biden', '1.jpg'));
    await within(dialog).findByRole('img', { name: 'Foto capturada' });
    await user.click(within(dialog).getByRole('button', { name: 'Agregar rostro' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(bannerText()).toBe('Rostro agregado a JOE BIDEN. Ahora tiene 1 foto de referencia.');
    await waitFor(() => expect(within(screen.getByRole('cell', { name: 'JOE BIDEN' }).closest('tr') as HTMLElement).getByText('1')).toBeInTheDocument());
    expect((await daemon.employees())[0]).toMatchObject({ nombre: 'JOE BIDEN', rostros: 1 });
  });

  it("'Agregar rostro' asks the consent of an employee who never gave it, records it, then registers the face", async () => {
    const user = userEvent.setup();
    const created = await daemon.request<{ id: number }>('POST', '/api/employees', {
      nombre: 'Raj Koothrappali',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '08:00',
      horaSalida: '16:00',
    });
    await renderAdminRoute('/admin/empleados');
    const row = (await screen.findByRole('cell', { name: 'RAJ KOOTHRAPPALI' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Agregar rostro' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar rostro' });
    await user.upload(within(dialog).getByLabelText('Subir foto'), facePhotoFile('people', 'raj', '1.png'));
    await within(dialog).findByRole('img', { name: 'Foto capturada' });
    await fillConsent(user, 'raj koothrappali', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar rostro' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), { timeout: 10_000 });
    expect(bannerText()).toBe('Rostro agregado a RAJ KOOTHRAPPALI. Ahora tiene 1 foto de referencia.');
    expect(await daemon.request('GET', `/api/employees/${created.id}/consentimientos`)).toMatchObject([{ version: 1, confirmacion: 'raj koothrappali' }]);
    expect((await daemon.employees())[0]).toMatchObject({ rostros: 1 });
  });

  it("'Agregar rostro' shows a refusal inside the dialog and keeps it open", async () => {
    const user = userEvent.setup();
    const created = await daemon.request<{ id: number }>('POST', '/api/employees', {
      nombre: 'Sin Cara',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '08:00',
      horaSalida: '16:00',
    });
    await renderAdminRoute('/admin/empleados');
    const row = (await screen.findByRole('cell', { name: 'SIN CARA' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Agregar rostro' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar rostro' });
    expect(dialog).toHaveTextContent(`(ID: ${created.id})`);
    await user.upload(within(dialog).getByLabelText('Subir foto'), facePhotoFile('groups', 'two_people.jpg'));
    await within(dialog).findByRole('img', { name: 'Foto capturada' });
    await fillConsent(user, 'Sin Cara', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar rostro' }));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('status')).toHaveTextContent(
          'No se pudo registrar el rostro: Se detectó más de un rostro en la foto. Debe aparecer solo una persona.',
        ),
      { timeout: 10_000 },
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect((await daemon.employees())[0]?.rostros).toBe(0);
  });

  it('several photos of one person: each is a reference photo, and the banner says how many', async () => {
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await register(
      'amy farrah fowler',
      ['1.png', '2.png', '3.png'].map((f) => facePhotoFile('people', 'amy', f)),
    );
    await waitFor(() => expect(bannerText()).toBe('¡Empleado AMY FARRAH FOWLER registrado con éxito! Rostro registrado (3 fotos de referencia).'), {
      timeout: 10_000,
    });
    expect((await daemon.employees())[0]).toMatchObject({ nombre: 'AMY FARRAH FOWLER', rostros: 3 });
  });

  it("'Agregar rostro' with photos of two people: the dialog names the odd photo and nothing is stored", async () => {
    const user = userEvent.setup();
    await daemon.request('POST', '/api/employees', {
      nombre: 'Penny',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '08:00',
      horaSalida: '16:00',
    });
    await renderAdminRoute('/admin/empleados');
    const row = (await screen.findByRole('cell', { name: 'PENNY' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Agregar rostro' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar rostro' });
    const files = [facePhotoFile('people', 'penny', '1.png'), facePhotoFile('people', 'sheldon', '1.png'), facePhotoFile('people', 'penny', '2.png')];
    await user.upload(within(dialog).getByLabelText('Subir foto'), files);
    await within(dialog).findByRole('list', { name: '3 fotos elegidas' });
    await fillConsent(user, 'Penny', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar rostro' }));
    await waitFor(
      () =>
        expect(within(dialog).getByRole('status')).toHaveTextContent(
          'No se pudo registrar el rostro: La foto 2 no parece ser de la misma persona que las demás. Sube solo fotos del mismo empleado.',
        ),
      { timeout: 10_000 },
    );
    expect((await daemon.employees())[0]?.rostros).toBe(0);
  });

  it("a 'Tomar Foto' burst as the card sends it: the daemon keeps the best frames that differ", async () => {
    const created = await daemon.request<{ id: number }>('POST', '/api/employees', {
      nombre: 'Sheldon',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '08:00',
      horaSalida: '16:00',
    });
    const frames = ['1.png', '2.png', '3.png', '4.png'].map((f) => `data:image/png;base64,${readFace('people', 'sheldon', f).toString('base64')}`);
    await daemon.consent(created.id, 'Sheldon');
    const registered = await registerFace(created.id, { dataUrls: frames, source: 'camera' });
    expect(registered).toMatchObject({ plantillas: 3, faceIds: expect.any(Array) });
    expect(registered.faceIds).toHaveLength(3);
    expect((await daemon.employees())[0]).toMatchObject({ nombre: 'SHELDON', rostros: 3 });
  });
});
