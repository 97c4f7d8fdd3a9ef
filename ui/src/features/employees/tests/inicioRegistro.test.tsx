/** Issue 40: 'Inicio del registro' in 'Editar Empleado', with its motivo asked only when the date changes. Real daemon. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { renderAdminRoute } from '../../../test/renderRoute';
import type { Employee } from '../types';
import { startEmployeesDaemon, type EmployeesDaemon } from './employeesDaemon';

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

const rowOf = async (name: string) => (await screen.findByText(name, { selector: '.cell-name' })).closest('tr') as HTMLElement;

it("shows the employee's inicioRegistro; a new date asks for its motivo, is refused without it, and is saved with it", async () => {
  const user = userEvent.setup();
  const ana = await daemon.request<Employee>('POST', '/api/employees', {
    nombre: 'Ana López',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 320,
    bono: 0,
    fechaIngreso: '2024-05-06',
    horaEntrada: '09:00',
    horaSalida: '17:00',
  });
  await renderAdminRoute('/admin/empleados');
  await user.click(within(await rowOf('ANA LÓPEZ')).getByRole('button', { name: 'Editar' }));
  const dialog = screen.getByRole('dialog', { name: 'Editar Empleado' });
  const inicio = within(dialog).getByRole('textbox', { name: 'Inicio del registro' });
  // Nothing recorded on this box yet: the record starts at the hire.
  expect(inicio).toHaveValue('06/05/2024');
  expect(within(dialog).queryByLabelText('Motivo del cambio')).not.toBeInTheDocument();

  await user.clear(inicio);
  await user.type(inicio, '07/12/2026');
  const motivo = within(dialog).getByLabelText('Motivo del cambio');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
  expect(await within(dialog).findByText('Escribe el motivo del cambio de la fecha de inicio del registro.')).toBeInTheDocument();
  expect((await daemon.request<Employee>('GET', `/api/employees/${ana.id}`)).inicioRegistro).toBe('2024-05-06');

  await user.type(motivo, 'Registró su rostro dos semanas después');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect((await daemon.request<Employee>('GET', `/api/employees/${ana.id}`)).inicioRegistro).toBe('2026-12-07');
});
