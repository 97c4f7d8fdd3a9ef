/** Issue 39: the row of an employee de baja shows the baja the list carries, with no request per row. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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
afterEach(() => {
  vi.restoreAllMocks();
});

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
const rowOf = async (name: string) => (await screen.findByText(name, { selector: '.cell-name' })).closest('tr') as HTMLElement;
const urlOf = (input: Parameters<typeof fetch>[0]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

describe("'Empleados': the baja of each employee de baja", () => {
  it('comes with GET /api/employees: the line under the state, and not one call to /bajas', async () => {
    const user = userEvent.setup();
    const ana = await hire('Ana López');
    const beto = await hire('Beto Ruiz');
    await daemon.request('POST', `/api/employees/${ana.id}/baja`, { fechaBaja: '2026-02-10', motivoBaja: 'renuncia' });
    await daemon.request('POST', `/api/employees/${beto.id}/baja`, { fechaBaja: '2026-03-15', motivoBaja: 'despido_injustificado' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await renderAdminRoute('/admin/empleados');
    await user.click(await screen.findByLabelText('Mostrar bajas'));
    const line = await within(await rowOf('ANA LÓPEZ')).findByText('Baja: 10/02/2026 · Renuncia voluntaria');
    // 'Baja:', the date and the dot never split across lines in the narrow 'Estado' column.
    expect(line.textContent).toBe('Baja:\u00a010/02/2026\u00a0· Renuncia voluntaria');
    expect(within(await rowOf('BETO RUIZ')).getByText('Baja: 15/03/2026 · Despido injustificado')).toBeInTheDocument();
    await waitFor(() => expect(fetchSpy.mock.calls.some(([input]) => urlOf(input).includes('/api/employees'))).toBe(true));
    expect(fetchSpy.mock.calls.map(([input]) => urlOf(input)).filter((url) => url.includes('/bajas'))).toEqual([]);
  });
});
