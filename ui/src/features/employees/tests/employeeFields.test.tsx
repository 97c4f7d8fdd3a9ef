/**
 * The employee form's own refusals (issue 16): the fields in the requirements' order, required and impossible values told
 * beside each field in Spanish (no browser bubble), the first one focused, nothing sent; in 'Nuevo Empleado' and in
 * the edit modal of 'Empleados'. Against the real daemon, without the face engine.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../../../test/renderRoute';
import { startEmployeesDaemon, type EmployeesDaemon } from './employeesDaemon';
import { bannerText, field, registrationForm, submitButton, waitForOptions } from './registrationForm';

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

const dataCard = () => screen.getByRole('region', { name: 'Datos del empleado' });
const labelsOf = (scope: HTMLElement) => [...scope.querySelectorAll('.field > .field__label')].map((label) => label.textContent);

describe("'Nuevo Empleado': the form's own Spanish refusals", () => {
  it('shows the required fields in their order: nombre, sucursal, puesto, salario diario, bono, fecha de ingreso, horas', async () => {
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    expect(labelsOf(dataCard()).slice(0, 8)).toEqual([
      'Nombre',
      'Sucursal',
      'Puesto',
      'Salario Diario',
      'Bono',
      'Fecha de ingreso',
      'Hora de entrada',
      'Hora de salida',
    ]);
  });

  it('submitted empty: each required field says so beside it, the name is focused, and nobody is created', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await user.clear(field('Fecha de ingreso'));
    await user.click(submitButton());

    const expected: Record<string, string> = {
      Nombre: 'El nombre es obligatorio.',
      Sucursal: 'La sucursal es obligatoria.',
      Puesto: 'El puesto es obligatorio.',
      'Fecha de ingreso': 'La fecha de ingreso es obligatoria.',
      'Hora de entrada': 'La hora de entrada es obligatoria.',
      'Hora de salida': 'La hora de salida es obligatoria.',
    };
    for (const [label, sentence] of Object.entries(expected)) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(sentence);
      expect((field(label) as HTMLInputElement).validationMessage).toBe(''); // no browser bubble
    }
    expect(registrationForm()).toHaveAttribute('novalidate');
    expect(field('Nombre')).toHaveFocus();
    // The page still says the requirements' sentence about the name and the photo.
    await waitFor(() => expect(bannerText()).toBe('El nombre y la foto son obligatorios.'));
    expect(await daemon.employees()).toEqual([]);
  });

  it('with a name but the rest missing or impossible: refused beside the fields, the first one focused, nothing sent', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    await user.type(field('Nombre'), 'luz ortiz');
    await user.clear(field('Fecha de ingreso'));
    await user.type(field('Fecha de ingreso'), '31022026');
    expect(field('Fecha de ingreso')).toHaveAccessibleDescription('La fecha 31/02/2026 no existe.');
    await user.type(field('Hora de entrada'), '2500');
    expect(field('Hora de entrada')).toHaveAccessibleDescription('La hora 25:00 no existe: usa de 00:00 a 23:59.');
    await user.click(submitButton());

    expect(field('Nombre')).not.toHaveAttribute('aria-invalid');
    expect(field('Sucursal')).toHaveAccessibleDescription('La sucursal es obligatoria.');
    expect(field('Sucursal')).toHaveFocus();
    expect(field('Fecha de ingreso')).toHaveAccessibleDescription('La fecha 31/02/2026 no existe.');
    expect(bannerText()).toBe('');

    // A change clears the refusal beside that field.
    await user.selectOptions(field('Sucursal'), 'CENTRO');
    expect(field('Sucursal')).not.toHaveAttribute('aria-invalid');
    expect(await daemon.employees()).toEqual([]);
  });
});

describe("'Editar Empleado': the same refusals", () => {
  it('refuses an emptied salary and time beside them and saves nothing; the amounts show two decimals', async () => {
    const user = userEvent.setup();
    const ana = await daemon.request<{ id: number }>('POST', '/api/employees', {
      nombre: 'Ana López',
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
    const row = (await screen.findByRole('cell', { name: 'ANA LÓPEZ' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Empleado' });
    const input = (label: string) => within(dialog).getByLabelText(label);
    expect(input('Salario Diario')).toHaveDisplayValue('320.00');

    await user.clear(input('Salario Diario'));
    await user.clear(input('Hora de salida'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(input('Salario Diario')).toHaveAccessibleDescription('El salario diario es obligatorio.');
    expect(input('Hora de salida')).toHaveAccessibleDescription('La hora de salida es obligatoria.');
    expect(input('Salario Diario')).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Editar Empleado' })).toBeInTheDocument();

    await user.type(input('Salario Diario'), '430');
    await user.tab();
    expect(input('Salario Diario')).toHaveDisplayValue('430.00');
    await user.type(input('Hora de salida'), '1830');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await daemon.request('GET', `/api/employees/${ana.id}`)).toMatchObject({ salarioDiario: 430, horaSalida: '18:30' });
  });
});
