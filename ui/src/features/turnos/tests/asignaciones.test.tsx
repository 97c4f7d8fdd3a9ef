/**
 * Issue 41 item 3 in 'Empleados' against the real daemon (its clock on Wednesday 11 March 2026): 'Asignar turno' to a
 * whole branch in one action, and the employee's 'Turno' section (in force, history, 'Cambiar turno desde…').
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Asignacion, Turno } from '@reloj/contract/turnos';
import { renderAdminRoute } from '../../../test/renderRoute';
import { banner, seedBranch, useTurnosDaemon } from './turnosDaemon';

const daemon = useTurnosDaemon();
let norte: number[] = [];
let sur: number[] = [];
let oficina: Turno;

beforeAll(async () => {
  norte = (await seedBranch(daemon, 'NORTE', ['CARLA MEZA', 'DIEGO ORTA'])).ids;
  sur = (await seedBranch(daemon, 'SUR', ['ELENA PAZ'])).ids;
  const laborable = { segmentos: [{ entrada: '09:00', salida: '18:00' }], minutosComida: 60 };
  oficina = await daemon.request<Turno>('POST', '/api/turnos', {
    nombre: 'Oficina',
    codigo: 'OF',
    color: '#2563eb',
    tipo: 'semanal',
    dias: [...Array(5).fill(laborable), { segmentos: [{ entrada: '09:00', salida: '14:00' }] }, { segmentos: [] }],
  });
});

const asignaciones = (id: number) => daemon.request<Asignacion[]>('GET', `/api/employees/${id}/asignaciones`);

describe("'Asignar turno' and the employee's 'Turno' section", () => {
  it("assigns a turno to a whole branch from the box's today, in one action; the other branch keeps its own", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/empleados');
    await screen.findByText('CARLA MEZA', { selector: '.cell-name' });
    await user.click(screen.getByRole('button', { name: 'Asignar turno' }));
    const dialog = screen.getByRole('dialog', { name: 'Asignar turno' });
    await user.click(within(dialog).getByRole('radio', { name: 'Toda una sucursal' }));
    await user.click(within(dialog).getByRole('button', { name: /^Asignar a/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Sucursal' })).toHaveAccessibleDescription('Elige una sucursal');
    expect(within(dialog).getByRole('combobox', { name: 'Turno o rol' })).toHaveAccessibleDescription('Elige un turno o un rol.');

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Sucursal' }), 'NORTE');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Turno o rol' }), 'OF · Oficina');
    expect(within(dialog).getByRole('textbox', { name: 'Vigente desde' })).toHaveValue('11/03/2026');
    await user.click(await within(dialog).findByRole('button', { name: 'Asignar a 2 empleados' }));

    await waitFor(() => expect(banner()).toBe('"Oficina" asignado a 2 empleados desde el 11/03/2026.'));
    for (const id of norte) expect((await asignaciones(id))[0]).toMatchObject({ turnoId: oficina.id, vigenteDesde: '2026-03-11', nombre: 'Oficina' });
    expect((await asignaciones(sur[0]!))[0]?.turnoId).not.toBe(oficina.id);
  });

  it("shows the turno in force and its history, and changes it from a later date ('Programado')", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/empleados');
    const row = (await screen.findByText('ELENA PAZ', { selector: '.cell-name' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Empleado' });
    const section = await within(dialog).findByRole('region', { name: 'Turno' });
    // The employee's own schedule became her first turno, in force since her fechaIngreso (issue 41's migration).
    await waitFor(() => expect(section.querySelector('.turno-section__vigente')?.textContent).toMatch(/^Vigente .+ desde el 05\/01\/2026$/));

    await user.click(within(section).getByRole('button', { name: 'Cambiar turno desde…' }));
    expect(within(section).getByRole('textbox', { name: 'Vigente desde' })).toHaveValue('11/03/2026');
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Turno o rol' }), 'OF · Oficina');
    const fecha = within(section).getByRole('textbox', { name: 'Vigente desde' });
    await user.clear(fecha);
    await user.type(fecha, '16032026');
    await user.click(within(section).getByRole('button', { name: 'Guardar turno' }));

    expect(await within(section).findByText('Turno cambiado a "Oficina" desde el 16/03/2026.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByText('Programado').parentElement).toHaveTextContent('Programado Oficina desde el 16/03/2026'));
    expect(within(section).getByText('Historial (2)')).toBeInTheDocument();
    const [nueva, primera] = await asignaciones(sur[0]!);
    expect(nueva).toMatchObject({ turnoId: oficina.id, vigenteDesde: '2026-03-16' });
    expect(primera?.vigenteDesde).toBe('2026-01-05');
  });
});
