/**
 * 'Nuevo Empleado' when the photo passed the check and the employee was created, but the face step still failed (the
 * connection dropped, or another administrator enrolled the same face meanwhile): the screen says plainly that the
 * employee exists and only the face is missing, and retries the face in place; a second employee is never created.
 * Real daemon with the real face engine, real photos from test-fixtures/faces.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFace } from '@reloj/daemon/testing';
import { renderAdminRoute } from '../../../test/renderRoute';
import { facePhotoFile, startEmployeesDaemon, type EmployeesDaemon } from './employeesDaemon';
import { faultOnNextCall } from './networkFault';
import {
  bannerText,
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
let fault: ReturnType<typeof faultOnNextCall> | undefined;
beforeAll(async () => {
  daemon = await startEmployeesDaemon({ faceEngine: true });
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(async () => {
  await daemon.reset();
});
afterEach(() => {
  fault?.restore();
  fault = undefined;
});

const REGISTER_FACE = /^\/api\/employees\/\d+\/register-face$/;
const TITLE = 'El empleado ya quedó registrado; falta su rostro.';
const RETRY = 'Reintentar registro del rostro';
const OFFLINE = 'No hay conexión con el servidor.';
const retryPanel = () => screen.getByRole('region', { name: TITLE });
const retryButton = () => within(retryPanel()).getByRole('button', { name: RETRY });
const success = (name: string, photos = 1) =>
  `¡Empleado ${name} registrado con éxito! Rostro registrado (${photos === 1 ? '1 foto' : `${photos} fotos`} de referencia).`;
const halfDone = (reason: string, name: string, id: number) =>
  `Hubo un error durante el registro: ${reason.replace(/\.$/, '')}. El empleado ${name} (ID: ${id}) ya quedó registrado; falta su rostro.`;

/** The data, a photo, the consent step, 'Registrar Empleado'. */
async function register(user: UserEvent, nombre: string, photo: File, extra: Parameters<typeof fillRegistration>[1] = {}) {
  await fillRegistration(user, { nombre, ...extra });
  await uploadPhoto(user, photo);
  await fillConsent(user, nombre);
  await user.click(submitButton());
}

describe("'Nuevo Empleado': the face step fails once the employee exists", () => {
  it('the connection drops: says plainly that the employee exists, keeps the form, and retries the face in place', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    const seen = recordBanner();
    fault = faultOnNextCall(REGISTER_FACE, { drop: true });
    await register(user, 'juan perez', facePhotoFile('people', 'obama', '1.jpg'), { bono: 'PUNTUALIDAD — $250.00' });

    await screen.findByRole('region', { name: TITLE }, { timeout: 10_000 });
    const [employee, ...others] = await daemon.employees();
    expect(others).toEqual([]);
    expect(employee).toMatchObject({
      nombre: 'JUAN PEREZ',
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
    // The consent went first, and stays: the face failed after it.
    expect(await daemon.request('GET', `/api/employees/${id}/consentimientos`)).toMatchObject([{ version: 1, confirmacion: 'juan perez', retiradoEn: null }]);
    expect(seen).toEqual(['Registrando empleado...', `Empleado creado (ID: ${id}). Registrando rostro...`, halfDone(OFFLINE, 'JUAN PEREZ', id)]);

    // In place of 'Registrar Empleado': what happened, why, and the retry (focused).
    expect(retryPanel()).toHaveTextContent(`JUAN PEREZ (ID: ${id}) ya aparece en Empleados. Reintenta con la misma foto o con otra; no lo registres de nuevo.`);
    expect(within(retryPanel()).getByText(`Motivo: ${OFFLINE}`)).toBeInTheDocument();
    expect(retryButton()).toHaveFocus();
    expect(within(registrationForm()).queryByRole('button', { name: 'Registrar Empleado' })).not.toBeInTheDocument();
    // The data is the employee's now: kept, and not editable here; the photo and the consent stay.
    expect(field('Nombre')).toHaveValue('JUAN PEREZ');
    expect(field('Nombre')).toBeDisabled();
    expect(field('Sucursal')).toBeDisabled();
    expect(within(registrationForm()).getByRole('img', { name: 'Foto capturada' })).toBeInTheDocument();

    fault.restore();
    seen.length = 0;
    await user.click(retryButton());
    await waitFor(() => expect(bannerText()).toBe(success('JUAN PEREZ')), { timeout: 10_000 });
    expect(seen).toEqual([`Empleado creado (ID: ${id}). Registrando rostro...`, success('JUAN PEREZ')]);
    expect(await daemon.employees()).toMatchObject([{ id, nombre: 'JUAN PEREZ', rostros: 1 }]);
    expect(await daemon.request('GET', `/api/employees/${id}/consentimientos`)).toHaveLength(1);

    // Done: the whole form is cleared for the next employee.
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    expect(field('Nombre')).toHaveValue('');
    expect(field('Nombre')).toBeEnabled();
    expect(field('Nombre')).toHaveFocus();
    expect(within(registrationForm()).queryByRole('img', { name: 'Foto capturada' })).not.toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Registrar Empleado');
  });

  it('the retry asks for a photo when it was cleared, and takes another photo of the same person', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    fault = faultOnNextCall(REGISTER_FACE, { drop: true });
    await register(user, 'barack obama', facePhotoFile('people', 'obama', '1.jpg'));
    await screen.findByRole('region', { name: TITLE }, { timeout: 10_000 });
    fault.restore();

    await user.click(within(registrationForm()).getByRole('button', { name: 'Repetir' }));
    await user.click(retryButton());
    await waitFor(() => expect(bannerText()).toBe('Toma o sube una foto primero.'));
    expect((await daemon.employees())[0]).toMatchObject({ rostros: 0 });

    await uploadPhoto(user, facePhotoFile('people', 'obama', '2.jpg'));
    await user.click(retryButton());
    await waitFor(() => expect(bannerText()).toBe(success('BARACK OBAMA')), { timeout: 10_000 });
    expect(await daemon.employees()).toMatchObject([{ nombre: 'BARACK OBAMA', rostros: 1 }]);
  });

  it("someone enrols the same face meanwhile: the retry says why; 'Registrar otro empleado' leaves them without a face, listed in 'Empleados'", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    let other = 0;
    // Between the check and the face: another administrator registers this face for someone else.
    fault = faultOnNextCall(REGISTER_FACE, {
      before: async () => {
        other = (
          await daemon.request<{ id: number }>('POST', '/api/employees', {
            nombre: 'Otro Obama',
            sucursal: 'NORTE',
            puesto: 'CAJERO',
            salario: 320,
            bono: 0,
            fechaIngreso: '2026-01-05',
            horaEntrada: '08:00',
            horaSalida: '16:00',
          })
        ).id;
        await daemon.consent(other, 'Otro Obama');
        const photo = `data:image/jpeg;base64,${readFace('people', 'obama', '2.jpg').toString('base64')}`;
        await daemon.request('POST', `/api/employees/${other}/register-face`, { image: photo });
      },
    });
    await register(user, 'ana lópez', facePhotoFile('people', 'obama', '1.jpg'));
    await screen.findByRole('region', { name: TITLE }, { timeout: 10_000 });
    const ana = (await daemon.employees()).find((e) => e.nombre === 'ANA LÓPEZ')!;
    const taken = `Este rostro ya está registrado para el empleado ID: ${other}.`;
    expect(bannerText()).toBe(halfDone(taken, 'ANA LÓPEZ', ana.id));
    expect(within(retryPanel()).getByText(`Motivo: ${taken}`)).toBeInTheDocument();

    // The same photo again: the same refusal, and still no second ANA LÓPEZ.
    await user.click(retryButton());
    await waitFor(() => expect(retryButton()).toBeEnabled());
    await waitFor(() => expect(bannerText()).toBe(halfDone(taken, 'ANA LÓPEZ', ana.id)));
    expect((await daemon.employees()).map((e) => e.nombre).sort()).toEqual(['ANA LÓPEZ', 'OTRO OBAMA']);

    await user.click(within(retryPanel()).getByRole('button', { name: 'Registrar otro empleado' }));
    expect(bannerText()).toBe(`ANA LÓPEZ (ID: ${ana.id}) quedó registrado sin rostro: agrégalo después desde Empleados con “Agregar rostro”.`);
    expect(screen.queryByRole('region', { name: TITLE })).not.toBeInTheDocument();
    expect(field('Nombre')).toHaveValue('');
    expect(field('Nombre')).toHaveFocus();
    expect(submitButton()).toHaveTextContent('Registrar Empleado');

    await user.click(within(screen.getByRole('navigation', { name: 'Menú lateral' })).getByRole('link', { name: 'Empleados' }));
    const row = (await screen.findByRole('cell', { name: 'ANA LÓPEZ' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('0')).toHaveClass('face-count--none');
    expect(within(row).getByRole('button', { name: 'Agregar rostro' })).toBeInTheDocument();
  });
});
