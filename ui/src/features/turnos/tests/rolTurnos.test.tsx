/** 'Rol de Turnos' (/admin/rol-turnos, issue 41 item 5) against the real daemon, its clock on Wednesday 11 March 2026. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RolTurnos, Turno } from '@reloj/contract/turnos';
import { renderAdminRoute } from '../../../test/renderRoute';
import { banner, seedBranch, useTurnosDaemon } from './turnosDaemon';

const daemon = useTurnosDaemon();
let sucursalId = 0;
let ana = 0;
let beto = 0;

beforeAll(async () => {
  const seeded = await seedBranch(daemon, 'CENTRO', ['ANA RUIZ', 'BETO DÍAZ']);
  sucursalId = seeded.sucursalId;
  [ana, beto] = seeded.ids as [number, number];
  const dias = (entrada: string, salida: string) => [...Array(6).fill({ segmentos: [{ entrada, salida }] }), { segmentos: [] }];
  const mat = await daemon.request<Turno>('POST', '/api/turnos', {
    nombre: 'Matutino',
    codigo: 'MAT',
    color: '#facc15',
    tipo: 'semanal',
    dias: dias('07:00', '15:00'),
  });
  const noc = await daemon.request<Turno>('POST', '/api/turnos', {
    nombre: 'Nocturno',
    codigo: 'NOC',
    color: '#1e3a8a',
    tipo: 'semanal',
    dias: dias('22:30', '05:30'),
  });
  await daemon.request('POST', '/api/asignaciones', { empleadoIds: [ana], turnoId: mat.id, vigenteDesde: '2026-03-09' });
  await daemon.request('POST', '/api/asignaciones', { empleadoIds: [beto], turnoId: noc.id, vigenteDesde: '2026-03-09' });
});

const cell = (name: string | RegExp) => screen.getByRole('button', { name });
const rosterDay = async (empleadoId: number, fecha: string) =>
  (await daemon.request<RolTurnos>('GET', `/api/rol-turnos?sucursalId=${sucursalId}&desde=${fecha}&hasta=${fecha}`)).empleados
    .find((e) => e.empleadoId === empleadoId)
    ?.dias.find((d) => d.fecha === fecha);

describe("'Rol de Turnos' (/admin/rol-turnos)", () => {
  it("shows the box's week: employees down, days across, each turno's code and hours in its colour, rest days, today's column", async () => {
    await renderAdminRoute(`/admin/rol-turnos?sucursal=${sucursalId}`);
    const table = await screen.findByRole('table', { name: 'Rol de turnos, lun 9 de mar – dom 15 de mar de 2026' });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Empleado', 'lun9', 'mar10', 'mié11Hoy', 'jue12', 'vie13', 'sáb14', 'dom15']);
    expect(within(table).getAllByRole('columnheader')[3]).toHaveAttribute('aria-current', 'date');
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(rows).toEqual(['ANA RUIZ', 'BETO DÍAZ']);

    const martes = cell('ANA RUIZ, martes, 10 de marzo de 2026: MAT Matutino, 07:00 a 15:00');
    expect(martes).toHaveTextContent('MAT7–15');
    expect(martes).toHaveStyle({ backgroundColor: '#facc15', color: '#0f172a' }); // dark text on yellow
    const noche = cell('BETO DÍAZ, martes, 10 de marzo de 2026: NOC Nocturno, 22:30 a 05:30');
    expect(noche).toHaveTextContent('NOC22:30–5:30');
    expect(noche).toHaveStyle({ color: '#ffffff' }); // white on navy
    expect(cell('ANA RUIZ, domingo, 15 de marzo de 2026: Descanso')).toHaveTextContent('Descanso');
    expect(screen.getByRole('link', { name: 'Imprimir' })).toHaveAttribute(
      'href',
      `/api/rol-turnos?sucursalId=${sucursalId}&desde=2026-03-09&hasta=2026-03-15&formato=pdf`,
    );
    expect(screen.getByRole('link', { name: 'Descargar Excel' })).toHaveAttribute(
      'href',
      `/api/rol-turnos?sucursalId=${sucursalId}&desde=2026-03-09&hasta=2026-03-15&formato=xlsx`,
    );
  });

  it('moves to the next week, which holds a holiday (art. 74), and shows two weeks', async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminRoute(`/admin/rol-turnos?sucursal=${sucursalId}`);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    const table = await screen.findByRole('table', { name: 'Rol de turnos, lun 16 de mar – dom 22 de mar de 2026' });
    await waitFor(() => expect(within(table).getAllByRole('columnheader')[1]).toHaveTextContent('lun16Natalicio de Benito Juárez'));
    expect(
      await screen.findByRole('button', { name: 'ANA RUIZ, lunes, 16 de marzo de 2026: MAT Matutino, 07:00 a 15:00 (festivo: Natalicio de Benito Juárez)' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?sucursal=${sucursalId}&desde=2026-03-16`);
    await user.click(screen.getByRole('button', { name: '2 semanas' }));
    const two = await screen.findByRole('table', { name: 'Rol de turnos, lun 16 de mar – dom 29 de mar de 2026' });
    await waitFor(() => expect(within(two).getAllByRole('columnheader')).toHaveLength(15));
  });

  it('changes one day to a rest day with a required motivo, marks it, and undoes it', async () => {
    const user = userEvent.setup();
    await renderAdminRoute(`/admin/rol-turnos?sucursal=${sucursalId}`);
    await screen.findByRole('table');
    await user.click(cell('ANA RUIZ, jueves, 12 de marzo de 2026: MAT Matutino, 07:00 a 15:00'));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar un día' });
    expect(within(dialog).getByText('Ahora: MAT Matutino, 07:00 a 15:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Descansa este día' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambio' }));
    expect(within(dialog).getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription('Escribe el motivo del cambio de turno.');
    expect((await rosterDay(ana, '2026-03-12'))?.cambio).toBe(false); // nothing sent

    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Cita en el IMSS');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambio' }));
    await waitFor(() => expect(banner()).toBe('Se cambió el jueves, 12 de marzo de 2026 de ANA RUIZ.'));
    const changed = await screen.findByRole('button', { name: 'ANA RUIZ, jueves, 12 de marzo de 2026: Descanso (cambio de un día)' });
    expect(changed).toHaveClass('roster-cell--cambio');
    expect(await rosterDay(ana, '2026-03-12')).toMatchObject({ descanso: true, cambio: true });

    await user.click(changed);
    const again = screen.getByRole('dialog', { name: 'Cambiar un día' });
    await user.click(within(again).getByRole('button', { name: 'Deshacer el cambio' }));
    await waitFor(() => expect(banner()).toBe('El jueves, 12 de marzo de 2026 de ANA RUIZ volvió a su turno.'));
    expect(await screen.findByRole('button', { name: 'ANA RUIZ, jueves, 12 de marzo de 2026: MAT Matutino, 07:00 a 15:00' })).not.toHaveClass(
      'roster-cell--cambio',
    );
    expect(await rosterDay(ana, '2026-03-12')).toMatchObject({ descanso: false, cambio: false, codigo: 'MAT' });
  });

  it('swaps one day with a colleague: both days follow the swap', async () => {
    const user = userEvent.setup();
    await renderAdminRoute(`/admin/rol-turnos?sucursal=${sucursalId}`);
    await screen.findByRole('table');
    await user.click(cell('ANA RUIZ, viernes, 13 de marzo de 2026: MAT Matutino, 07:00 a 15:00'));
    const dialog = screen.getByRole('dialog', { name: 'Cambiar un día' });
    await user.click(within(dialog).getByRole('radio', { name: 'Cambia con un compañero' }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Compañero' }), 'BETO DÍAZ (NOC)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Acuerdo entre ambos');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambio' }));
    await waitFor(() => expect(banner()).toBe('Se cambió el viernes, 13 de marzo de 2026 de ANA RUIZ.'));
    expect(
      await screen.findByRole('button', { name: 'ANA RUIZ, viernes, 13 de marzo de 2026: NOC Nocturno, 22:30 a 05:30 (cambio de un día)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BETO DÍAZ, viernes, 13 de marzo de 2026: MAT Matutino, 07:00 a 15:00 (cambio de un día)' })).toBeInTheDocument();
    expect(await rosterDay(beto, '2026-03-13')).toMatchObject({ codigo: 'MAT', cambio: true });
  });
});
