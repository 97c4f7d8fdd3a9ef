/** 'Días Festivos' (/admin/festivos) against the real daemon: the LFT days of a year, the company's own, add and remove. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Festivo } from '@reloj/contract/festivos';
import { useRealDaemon } from '../../../test/useRealDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

const daemon = useRealDaemon(async (d) => {
  for (const anio of [2026, 2027, 2030]) {
    for (const f of await d.request<Festivo[]>('GET', `/api/festivos?anio=${anio}`))
      if (f.origen === 'empresa') await d.request('DELETE', `/api/festivos/${f.fecha}`);
  }
});

const banner = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const rowOf = async (name: string) => (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
const table = () => screen.getByRole('table', { name: /Días festivos de/ });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const empresa = async (anio: number) => (await daemon.request<Festivo[]>('GET', `/api/festivos?anio=${anio}`)).filter((f) => f.origen === 'empresa');

/** `fecha` as a person types it: dd/mm/aaaa. */
async function fillAndCreate(fecha: string, nombre: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Fecha'), fecha);
  await user.type(screen.getByLabelText('Nombre'), nombre);
  await user.click(screen.getByRole('button', { name: 'Agregar Día Festivo' }));
}

describe("'Días Festivos' (/admin/festivos)", () => {
  it("lists the year's LFT art. 74 days as 'De ley', with no way to remove them", async () => {
    await renderAdminRoute('/admin/festivos?anio=2026');
    expect(screen.getByRole('heading', { level: 1, name: 'Días Festivos' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Menú lateral' });
    expect(within(nav).getByRole('link', { name: 'Días Festivos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Días festivos de 2026' })).toBeInTheDocument();

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Fecha', 'Nombre', 'Tipo', 'Acciones']);
    const constitucion = await rowOf('Día de la Constitución');
    expect(within(constitucion).getByText('lunes, 2 de febrero')).toBeInTheDocument(); // first Monday of February
    expect(within(constitucion).getByText('De ley')).toBeInTheDocument();
    expect(within(constitucion).queryByRole('button', { name: 'Borrar' })).not.toBeInTheDocument();
    expect(within(await rowOf('Natalicio de Benito Juárez')).getByText('lunes, 16 de marzo')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(7); // 2026: no 1 October (every six years from 2030)
    expect(screen.queryByRole('button', { name: 'Borrar' })).not.toBeInTheDocument();
  });

  it('moves between years: 2030 has the Transmisión del Poder Ejecutivo Federal', async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminRoute('/admin/festivos?anio=2026');
    await rowOf('Año Nuevo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Año' }), '2030');
    expect(await screen.findByRole('heading', { name: 'Días festivos de 2030' })).toBeInTheDocument();
    const row = await rowOf('Transmisión del Poder Ejecutivo Federal');
    expect(within(row).getByText('martes, 1 de octubre')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?anio=2030');
    await user.click(screen.getByRole('button', { name: 'Año anterior' }));
    expect(await screen.findByRole('heading', { name: 'Días festivos de 2029' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Transmisión del Poder Ejecutivo Federal' })).not.toBeInTheDocument());
  });

  it("adds a company day: banner, 'De la empresa' row in date order, stored; the form is cleared", async () => {
    await renderAdminRoute('/admin/festivos?anio=2026');
    await rowOf('Año Nuevo');
    await fillAndCreate('07/06/2026', 'Jornada electoral');

    await waitFor(() => expect(banner()).toBe('Día festivo "Jornada electoral" agregado.'));
    const row = await rowOf('Jornada electoral');
    expect(within(row).getByText('domingo, 7 de junio')).toBeInTheDocument();
    expect(within(row).getByText('De la empresa')).toBeInTheDocument();
    const names = bodyRows().map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(names.indexOf('Jornada electoral')).toBe(names.indexOf('Día del Trabajo') + 1);
    expect(await empresa(2026)).toEqual([{ fecha: '2026-06-07', nombre: 'Jornada electoral', origen: 'empresa' }]);
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    expect(screen.getByLabelText('Fecha')).toHaveValue('');
  });

  it('a day added in another year shows that year', async () => {
    await renderAdminRoute('/admin/festivos?anio=2026');
    await rowOf('Año Nuevo');
    await fillAndCreate('24/12/2027', 'Nochebuena');
    expect(await screen.findByRole('heading', { name: 'Días festivos de 2027' })).toBeInTheDocument();
    expect(await rowOf('Nochebuena')).toBeInTheDocument();
  });

  it('refuses an empty or impossible date and an empty name beside the fields, in Spanish, and sends nothing', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/festivos?anio=2026');
    await rowOf('Año Nuevo');
    await user.click(screen.getByRole('button', { name: 'Agregar Día Festivo' }));
    expect(screen.getByLabelText('Fecha')).toHaveAccessibleDescription('La fecha es obligatoria.');
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('El nombre del día festivo es obligatorio.');
    expect(screen.getByLabelText('Fecha')).toHaveFocus();

    await user.type(screen.getByLabelText('Fecha'), '31/02/2026');
    expect(screen.getByLabelText('Fecha')).toHaveAccessibleDescription('La fecha 31/02/2026 no existe.');
    await user.type(screen.getByLabelText('Nombre'), 'Día inventado');
    await user.click(screen.getByRole('button', { name: 'Agregar Día Festivo' }));
    expect(screen.getByLabelText('Fecha')).toHaveFocus();
    expect(banner()).toBe('');
    expect(await empresa(2026)).toEqual([]);
  });

  it("shows the server's refusal (a day that is already a holiday of the LFT) and stores nothing", async () => {
    await renderAdminRoute('/admin/festivos?anio=2026');
    await rowOf('Año Nuevo');
    await fillAndCreate('16/09/2026', 'Fiesta patria');
    await waitFor(() => expect(banner()).toMatch(/^Error: .*ya es día festivo de ley \(Día de la Independencia\)\.$/));
    expect(await empresa(2026)).toEqual([]);
    expect(screen.getByLabelText('Nombre')).toHaveValue('Fiesta patria'); // kept, to be corrected
  });

  it("removes a company day after the page's own question naming it; cancelled, nothing changes", async () => {
    const user = userEvent.setup();
    await daemon.request('POST', '/api/festivos', { fecha: '2026-12-12', nombre: 'Día de la Virgen' });
    await renderAdminRoute('/admin/festivos?anio=2026');
    const row = await rowOf('Día de la Virgen');

    const question = '¿Eliminar el día festivo Día de la Virgen (12/12/2026)?';
    await user.click(within(row).getByRole('button', { name: 'Borrar' }));
    await user.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await empresa(2026)).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Borrar' }));
    await user.click(within(screen.getByRole('dialog', { name: question })).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(banner()).toBe('Día festivo "Día de la Virgen" borrado.'));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Día de la Virgen' })).not.toBeInTheDocument());
    expect(await empresa(2026)).toEqual([]);
  });

  it("says 'Error al borrar.' with the reason when the day is already gone", async () => {
    const user = userEvent.setup();
    await daemon.request('POST', '/api/festivos', { fecha: '2026-12-12', nombre: 'Día de la Virgen' });
    await renderAdminRoute('/admin/festivos?anio=2026');
    const row = await rowOf('Día de la Virgen');
    await daemon.request('DELETE', '/api/festivos/2026-12-12'); // removed meanwhile from another browser
    await user.click(within(row).getByRole('button', { name: 'Borrar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(banner()).toMatch(/^Error al borrar\./));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Día de la Virgen' })).not.toBeInTheDocument());
  });
});
