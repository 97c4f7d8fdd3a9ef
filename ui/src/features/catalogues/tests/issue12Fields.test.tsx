/**
 * What issue 12 adds to the catalogue screens, against the real daemon: a bono's 'Tipo' and 'Se pierde con'
 * (only for puntualidad and asistencia), a sucursal's 'Zona' for the minimum wage; both in the table and the edit modal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Bono, Sucursal } from '@reloj/contract/catalogues';
import { useRealDaemon } from '../../../test/useRealDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

const daemon = useRealDaemon(async (d) => {
  for (const resource of ['bonos', 'sucursales']) {
    for (const row of await d.request<{ id: number }[]>('GET', `/api/${resource}`)) await d.request('DELETE', `/api/${resource}/${row.id}`);
  }
});

const banner = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
/** The cells' text, without the labels the card layout (narrow screens) shows. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.cell-label').forEach((label) => label.remove());
      return copy.textContent;
    });

describe("Bonos: 'Tipo' and 'Se pierde con'", () => {
  it("creates a puntualidad bono lost with 3 retardos; 'Se pierde con' appears only for puntualidad and asistencia", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/bonos');
    const card = screen.getByRole('region', { name: 'Nuevo Bono' });
    expect(within(card).getByLabelText('Tipo')).toHaveDisplayValue('Fijo');
    expect(within(card).queryByLabelText('Se pierde con')).not.toBeInTheDocument();
    expect(within(card).getByText('Se paga siempre.')).toBeInTheDocument();
    expect(
      within(within(card).getByLabelText('Tipo'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fijo', 'Puntualidad', 'Asistencia']);

    await user.type(within(card).getByLabelText('Nombre'), 'puntualidad');
    await user.type(within(card).getByLabelText('Monto'), '200');
    await user.selectOptions(within(card).getByLabelText('Tipo'), 'Puntualidad');
    const pierdeCon = within(card).getByLabelText('Se pierde con');
    expect(pierdeCon).toHaveValue(1);
    expect(within(card).getByText('retardos')).toBeInTheDocument();
    await user.clear(pierdeCon);
    await user.type(pierdeCon, '3');
    await user.click(within(card).getByRole('button', { name: 'Crear Bono' }));

    await waitFor(() => expect(banner()).toBe('Bono "PUNTUALIDAD" creado.'));
    expect(cells(await rowOf('PUNTUALIDAD')).slice(0, 4)).toEqual(['PUNTUALIDAD', '$200.00', 'Puntualidad', '3 retardos']);
    expect(await daemon.request<Bono[]>('GET', '/api/bonos')).toMatchObject([{ nombre: 'PUNTUALIDAD', monto: 200, tipo: 'puntualidad', pierdeCon: 3 }]);
    // The form is back to a fixed bono.
    expect(within(card).getByLabelText('Tipo')).toHaveDisplayValue('Fijo');
  });

  it('two bonos may share an amount; a fixed one shows no loss; the edit modal carries the kind', async () => {
    const user = userEvent.setup();
    await daemon.request('POST', '/api/bonos', { nombre: 'PUNTUALIDAD', monto: 200, tipo: 'puntualidad', pierdeCon: 3 });
    const asistencia = await daemon.request<Bono>('POST', '/api/bonos', { nombre: 'DESPENSA', monto: 200 });
    await renderAdminRoute('/admin/bonos');
    expect(cells(await rowOf('DESPENSA')).slice(0, 4)).toEqual(['DESPENSA', '$200.00', 'Fijo', '—']);

    await user.click(within(await rowOf('DESPENSA')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Bono' });
    expect(within(dialog).getByLabelText('Tipo')).toHaveDisplayValue('Fijo');
    await user.clear(within(dialog).getByLabelText('Nombre'));
    await user.type(within(dialog).getByLabelText('Nombre'), 'asistencia');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Asistencia');
    expect(within(dialog).getByText('faltas')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).toBe('Bono "ASISTENCIA" actualizado.');
    expect(cells(await rowOf('ASISTENCIA')).slice(0, 4)).toEqual(['ASISTENCIA', '$200.00', 'Asistencia', '1 falta']);
    const stored = (await daemon.request<Bono[]>('GET', '/api/bonos')).find((b) => b.id === asistencia.id);
    expect(stored).toMatchObject({ nombre: 'ASISTENCIA', tipo: 'asistencia', pierdeCon: 1 });

    // Reopened, the modal shows what was stored.
    await user.click(within(await rowOf('ASISTENCIA')).getByRole('button', { name: 'Editar' }));
    expect(within(screen.getByRole('dialog')).getByLabelText('Se pierde con')).toHaveValue(1);
    expect(within(screen.getByRole('dialog')).getByLabelText('Tipo')).toHaveDisplayValue('Asistencia');
  });
});

describe("Sucursales: 'Zona'", () => {
  it('creates a branch in the Zona Libre de la Frontera Norte and edits it back to General', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/sucursales');
    const card = screen.getByRole('region', { name: 'Nueva Sucursal' });
    expect(within(card).getByLabelText('Zona')).toHaveDisplayValue('General');
    await user.type(within(card).getByLabelText('Nombre'), 'tijuana');
    await user.selectOptions(within(card).getByLabelText('Zona'), 'Zona Libre de la Frontera Norte');
    await user.click(within(card).getByRole('button', { name: 'Crear Sucursal' }));

    await waitFor(() => expect(banner()).toBe('Sucursal "TIJUANA" creada.'));
    expect(cells(await rowOf('TIJUANA')).slice(0, 2)).toEqual(['TIJUANA', 'Zona Libre de la Frontera Norte']);
    expect(await daemon.request<Sucursal[]>('GET', '/api/sucursales')).toMatchObject([{ nombre: 'TIJUANA', zona: 'frontera' }]);

    await user.click(within(await rowOf('TIJUANA')).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Sucursal' });
    expect(within(dialog).getByLabelText('Zona')).toHaveDisplayValue('Zona Libre de la Frontera Norte');
    await user.selectOptions(within(dialog).getByLabelText('Zona'), 'General');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cells(await rowOf('TIJUANA')).slice(0, 2)).toEqual(['TIJUANA', 'General']);
    expect(await daemon.request<Sucursal[]>('GET', '/api/sucursales')).toMatchObject([{ nombre: 'TIJUANA', zona: 'general' }]);
  });
});
