/**
 * Issue 30 item 2 against the real daemon: a daily salary typed the Mexican way ('330,50' is 330.50, never 33,050),
 * the minimum wage said beside the salary as it is typed (amber), and the page's own question before saving a salary
 * under the minimum or over 20 times it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Puesto } from '@reloj/contract/catalogues';
import { useRealDaemon } from '../../../test/useRealDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

const daemon = useRealDaemon(async (d) => {
  for (const row of await d.request<{ id: number }[]>('GET', '/api/puestos')) await d.request('DELETE', `/api/puestos/${row.id}`);
});

const stored = () => daemon.request<Puesto[]>('GET', '/api/puestos');
const card = () => screen.getByRole('region', { name: 'Nuevo Puesto' });
const salary = () => within(card()).getByLabelText('Salario Diario');

describe("'Puestos y Salarios': the daily salary as people type it", () => {
  it("reads '330,50' as $330.50 and shows it as 330.50; '1,250.00' as $1,250.00", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/puestos');
    await user.type(within(card()).getByLabelText('Nombre'), 'cajero');
    await user.type(salary(), '330,50');
    await user.tab();
    expect(salary()).toHaveValue('330.50');
    await user.click(within(card()).getByRole('button', { name: 'Crear Puesto' }));
    await waitFor(async () => expect(await stored()).toEqual([expect.objectContaining({ nombre: 'CAJERO', salarioDiario: 330.5 })]));
    expect(await screen.findByRole('cell', { name: '$330.50' })).toBeInTheDocument();

    await user.type(within(card()).getByLabelText('Nombre'), 'gerente');
    await user.type(salary(), '1,250.00');
    await user.click(within(card()).getByRole('button', { name: 'Crear Puesto' }));
    await waitFor(async () => expect((await stored()).find((p) => p.nombre === 'GERENTE')?.salarioDiario).toBe(1250));
  });

  it('warns in amber as it is typed and asks before saving a salary under the minimum or over 20 times it', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/puestos');
    await user.type(within(card()).getByLabelText('Nombre'), 'ayudante');
    await user.type(salary(), '250');
    // No sucursal yet: the general zone's minimum of 2026.
    const warning = within(card()).getByText('Menor al salario mínimo de la zona General ($315.04 diarios).');
    expect(warning).toHaveClass('salary-warning');
    expect(salary()).toHaveAccessibleDescription('Menor al salario mínimo de la zona General ($315.04 diarios).');

    await user.click(within(card()).getByRole('button', { name: 'Crear Puesto' }));
    let question = await screen.findByRole('dialog', { name: '¿Guardar un salario diario de $250.00, menor al mínimo?' });
    await user.click(within(question).getByRole('button', { name: 'Corregir el salario' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await stored()).toEqual([]);

    await user.click(within(card()).getByRole('button', { name: 'Crear Puesto' }));
    question = await screen.findByRole('dialog', { name: '¿Guardar un salario diario de $250.00, menor al mínimo?' });
    await user.click(within(question).getByRole('button', { name: 'Sí, guardar' }));
    await waitFor(async () => expect(await stored()).toEqual([expect.objectContaining({ nombre: 'AYUDANTE', salarioDiario: 250 })]));

    // 33050 (a decimal comma read the old way) is over 20 minimums: said and asked too.
    await user.type(within(card()).getByLabelText('Nombre'), 'cajero');
    await user.type(salary(), '33050');
    expect(within(card()).getByText('Más de 20 veces el salario mínimo ($315.04 diarios): revisa que esté bien escrito.')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Crear Puesto' }));
    question = await screen.findByRole('dialog', { name: '¿Guardar un salario diario de $33,050.00?' });
    await user.click(within(question).getByRole('button', { name: 'Corregir el salario' }));
    await user.clear(salary());
    await user.type(salary(), '330.50');
    expect(within(card()).queryByText(/salario mínimo/)).not.toBeInTheDocument();
    expect(await stored()).toHaveLength(1);
  });
});
