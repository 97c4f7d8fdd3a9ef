/**
 * The consent step of 'Nuevo Empleado' and 'Agregar rostro' (LFPDPPP) against the real daemon with a published
 * privacy notice, without the face engine: nothing is sent until the box is ticked and the employee's own name typed;
 * the consent goes before the face ('Nuevo Empleado' checks the photo first, so without the engine nobody is created).
 */
import { privacidadText, type Privacidad } from '@reloj/contract/privacidad';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../../../test/renderRoute';
import type { Employee } from '../types';
import { FACE_UNAVAILABLE, startEmployeesDaemon, tinyPngFile, type EmployeesDaemon } from './employeesDaemon';
import { bannerText, CONSENT_CHECKBOX, CONSENT_NAME, fillConsent, fillRegistration, submitButton, uploadPhoto, waitForOptions } from './registrationForm';

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

const REQUIRED = privacidadText.consentimientoRequerido;
const TICK = 'Marca la casilla cuando el empleado haya leído el aviso y dé su consentimiento.';
const TYPE = 'El empleado debe escribir aquí su nombre completo como confirmación.';
const MISMATCH = 'La confirmación no coincide con el nombre del empleado. Pide al empleado que escriba su nombre completo.';

const consentCard = () => screen.getByRole('region', { name: 'Aviso de privacidad y consentimiento' });
const consentsOf = (id: number) => daemon.request<unknown[]>('GET', `/api/employees/${id}/consentimientos`);
const hire = (nombre: string) =>
  daemon.request<Employee>('POST', '/api/employees', {
    nombre,
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 320,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: 60,
  });

describe("'Nuevo Empleado': the consent step", () => {
  it('comes right after the photo card: the short notice to read, the box and the name to type', async () => {
    const { aviso } = await daemon.request<Privacidad>('GET', '/api/privacidad');
    await renderAdminRoute('/admin/nuevo-registro');
    const faceCard = screen.getByRole('region', { name: 'Registro Facial' });
    const card = consentCard();
    expect(faceCard.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card.compareDocumentPosition(submitButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const notice = await within(card).findByRole('region', { name: 'Aviso de privacidad simplificado, versión 1' });
    const paragraphs = aviso!.simplificado.split(/\n\s*\n/).map((p) => p.trim());
    expect([...notice.querySelectorAll('p')].map((p) => p.textContent)).toEqual(paragraphs);
    expect(notice).toHaveTextContent('Abarrotes La Güera, S.A. de C.V.');
    expect(within(card).getByRole('checkbox', { name: CONSENT_CHECKBOX })).not.toBeChecked();
    expect(within(card).getByLabelText(CONSENT_NAME)).toHaveValue('');
    expect(within(card).getByLabelText(CONSENT_NAME)).not.toBeRequired(); // the page says what is missing, not the browser
  });

  it('without the box ticked nor the name typed: says why next to each, in the banner, and creates nobody', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await fillRegistration(user);
    await uploadPhoto(user, tinyPngFile());
    await within(consentCard()).findByRole('checkbox', { name: CONSENT_CHECKBOX });
    await user.click(submitButton());

    await waitFor(() => expect(bannerText()).toBe(REQUIRED));
    const box = within(consentCard()).getByRole('checkbox', { name: CONSENT_CHECKBOX });
    const name = within(consentCard()).getByLabelText(CONSENT_NAME);
    expect(box).toHaveAccessibleDescription(TICK);
    expect(name).toHaveAccessibleDescription(TYPE);
    expect(box).toHaveFocus();

    // Ticking the box clears its sentence; the name is still missing.
    await user.click(box);
    expect(box).not.toHaveAccessibleDescription(TICK);
    await user.click(submitButton());
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription(TYPE);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(await daemon.employees()).toEqual([]);
  });

  it("a name that is not the employee's: the sentence next to the name field, and nobody created; accents and case do not matter", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await fillRegistration(user, { nombre: 'juan pérez' });
    await uploadPhoto(user, tinyPngFile());
    await fillConsent(user, 'Pedro Páramo');
    await user.click(submitButton());

    const name = within(consentCard()).getByLabelText(CONSENT_NAME);
    await waitFor(() => expect(name).toHaveAccessibleDescription(MISMATCH));
    expect(name).toHaveFocus();
    expect(bannerText()).toBe(REQUIRED);
    expect(await daemon.employees()).toEqual([]);

    await user.clear(name);
    await user.type(name, '  JUAN   perez ');
    expect(name).not.toHaveAccessibleDescription(MISMATCH);
    await user.click(submitButton());
    // No face engine here: the photo cannot be checked, so nobody is created and no consent recorded (with the engine,
    // the consent is recorded as typed: NewEmployeePage.test.tsx).
    await waitFor(() => expect(bannerText()).toBe(`Hubo un error durante el registro: ${FACE_UNAVAILABLE}`));
    expect(await daemon.employees()).toEqual([]);
    expect(name).not.toHaveAccessibleDescription(MISMATCH);
  });
});

describe("'Agregar rostro': the consent step", () => {
  it('refuses to send the photo without the consent, and records nothing', async () => {
    const user = userEvent.setup();
    const ana = await hire('Ana López');
    await renderAdminRoute('/admin/empleados');
    await user.click(
      within((await screen.findByRole('cell', { name: 'ANA LÓPEZ' })).closest('tr') as HTMLElement).getByRole('button', { name: 'Agregar rostro' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Agregar rostro' });
    const section = within(dialog).getByRole('region', { name: 'Aviso de privacidad y consentimiento' });
    expect(await within(section).findByRole('region', { name: 'Aviso de privacidad simplificado, versión 1' })).toHaveTextContent('Abarrotes La Güera');
    await user.upload(within(dialog).getByLabelText('Subir foto'), tinyPngFile());
    await within(dialog).findByRole('img', { name: 'Foto capturada' });
    await user.type(within(dialog).getByLabelText(CONSENT_NAME), 'Ana López');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar rostro' }));

    expect(within(dialog).getByRole('status')).toHaveTextContent(REQUIRED);
    expect(within(dialog).getByRole('checkbox', { name: CONSENT_CHECKBOX })).toHaveAccessibleDescription(TICK);
    expect(await consentsOf(ana.id)).toEqual([]);
  });

  it("the daemon's refusal of the typed name (the employee was renamed meanwhile) shows next to the name field", async () => {
    const user = userEvent.setup();
    const ana = await hire('Ana López');
    await renderAdminRoute('/admin/empleados');
    await user.click(
      within((await screen.findByRole('cell', { name: 'ANA LÓPEZ' })).closest('tr') as HTMLElement).getByRole('button', { name: 'Agregar rostro' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Agregar rostro' });
    // Another administrator renames her while the dialog is open.
    await daemon.request('PUT', `/api/employees/${ana.id}`, {
      nombre: 'Ana María López',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      minutosComida: 60,
    });
    await user.upload(within(dialog).getByLabelText('Subir foto'), tinyPngFile());
    await within(dialog).findByRole('img', { name: 'Foto capturada' });
    await fillConsent(user, 'Ana López', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar rostro' }));

    const name = within(dialog).getByLabelText(CONSENT_NAME);
    await waitFor(() => expect(name).toHaveAccessibleDescription(MISMATCH));
    expect(within(dialog).getByRole('status')).toHaveTextContent(`No se pudo registrar el rostro: ${MISMATCH}`);
    expect(screen.getByRole('dialog', { name: 'Agregar rostro' })).toBeInTheDocument();
    expect(await consentsOf(ana.id)).toEqual([]);
    expect((await daemon.employees())[0]?.rostros).toBe(0);
  });

  it('records the consent first, then sends the photo (here the face engine is missing: the refusal comes after the consent)', async () => {
    const user = userEvent.setup();
    const ana = await hire('Ana López');
    await renderAdminRoute('/admin/empleados');
    await user.click(
      within((await screen.findByRole('cell', { name: 'ANA LÓPEZ' })).closest('tr') as HTMLElement).getByRole('button', { name: 'Agregar rostro' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Agregar rostro' });
    await user.upload(within(dialog).getByLabelText('Subir foto'), tinyPngFile());
    await within(dialog).findByRole('img', { name: 'Foto capturada' });
    await fillConsent(user, 'ana lopez', dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Agregar rostro' }));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(`No se pudo registrar el rostro: ${FACE_UNAVAILABLE}`));
    expect(await consentsOf(ana.id)).toMatchObject([{ version: 1, confirmacion: 'ana lopez' }]);
  });
});
