/**
 * Issue 45 item 3: an employee de baja keeps their finiquito one click away. Their dialogs ('Editar', 'Privacidad y
 * datos', 'Expediente') and their 'Datos personales' page say the baja and offer 'Ver finiquito'; the finiquito leads
 * back to their row in 'Empleados' (bajas shown, searched by name). Against the real daemon.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAdminRoute, renderRoute } from '../../../test/renderRoute';
import type { Employee } from '../types';
import { startEmployeesDaemon, type EmployeesDaemon } from './employeesDaemon';

let daemon: EmployeesDaemon;
let ana: Employee;
beforeAll(async () => {
  daemon = await startEmployeesDaemon();
  await daemon.reset(); // Centro, Norte, Cajero, the privacy notice
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
  ana = await hire('Ana López');
  await hire('Beto Ruiz');
  await daemon.request('POST', `/api/employees/${ana.id}/baja`, { fechaBaja: '2026-11-15', motivoBaja: 'renuncia' });
});
afterAll(async () => {
  await daemon.stop();
});

const rowOf = async (name: string) => (await screen.findByText(name, { selector: '.cell-name' })).closest('tr') as HTMLElement;

describe("an employee de baja's pages offer 'Ver finiquito'", () => {
  it.each(['Editar', 'Privacidad y datos', 'Expediente'])("'%s' says the baja and links to the finiquito", async (action) => {
    const user = userEvent.setup();
    const { unmount } = await renderAdminRoute('/admin/empleados?buscar=ana&bajas=1');
    await user.click(within(await rowOf('ANA LÓPEZ')).getByRole('button', { name: action }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByText('Baja: 15/11/2026 · Renuncia voluntaria').closest('p') as HTMLElement;
    expect(within(note).getByRole('link', { name: 'Ver finiquito' })).toHaveAttribute('href', `/admin/empleados/${ana.id}/finiquito`);
    unmount();
  });

  it("an active employee's dialogs do not", async () => {
    const user = userEvent.setup();
    const { unmount } = await renderAdminRoute('/admin/empleados');
    await user.click(within(await rowOf('BETO RUIZ')).getByRole('button', { name: 'Editar' }));
    expect(within(await screen.findByRole('dialog')).queryByRole('link', { name: 'Ver finiquito' })).not.toBeInTheDocument();
    unmount();
  });

  it("'Datos personales' of a baja links to the finiquito and back to the employee", async () => {
    const { unmount } = renderRoute(`/admin/empleados/${ana.id}/datos`);
    await screen.findByRole('heading', { level: 1, name: 'Datos personales de ANA LÓPEZ' });
    expect(screen.getByRole('link', { name: 'Ver finiquito' })).toHaveAttribute('href', `/admin/empleados/${ana.id}/finiquito`);
    expect(screen.getByRole('link', { name: 'Volver a ANA LÓPEZ' })).toHaveAttribute('href', '/admin/empleados?buscar=ANA+L%C3%93PEZ&bajas=1');
    unmount();
  });
});

describe('the finiquito leads back to the employee', () => {
  it("'Volver a ANA LÓPEZ' opens 'Empleados' on her row, bajas shown, with her actions", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(`/admin/empleados/${ana.id}/finiquito`);
    const back = await screen.findByRole('link', { name: 'Volver a ANA LÓPEZ' });
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/empleados'));
    const row = await rowOf('ANA LÓPEZ');
    expect(screen.getByLabelText('Mostrar bajas')).toBeChecked();
    expect(screen.getByRole('searchbox')).toHaveValue('ANA LÓPEZ');
    expect(screen.queryByText('BETO RUIZ', { selector: '.cell-name' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Finiquito' })).toHaveAttribute('href', `/admin/empleados/${ana.id}/finiquito`);
  });
});
