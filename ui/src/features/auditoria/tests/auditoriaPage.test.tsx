/**
 * 'Auditoría' against the real daemon (issue 16 item 5): Spanish field names, before and after side by side with the
 * changed fields marked, money and times as people read them, and filters by date, user and kind of change.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

let daemon: RealDaemon;
beforeAll(async () => {
  daemon = await startRealDaemon();
  const puesto = await daemon.request<{ id: number }>('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 300 });
  await daemon.request('PUT', `/api/puestos/${puesto.id}`, { nombre: 'CAJERO', salarioDiario: 320.5 });
  await daemon.request('POST', '/api/sucursales', { nombre: 'CENTRO' });
  const ana = await daemon.request<Record<string, unknown> & { id: number }>('POST', '/api/employees', {
    nombre: 'ANA LÓPEZ',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 320.5,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
  });
  await daemon.request('PUT', `/api/employees/${ana.id}`, {
    ...ana,
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 320.5,
    horaEntrada: '22:00',
    horaSalida: '06:00',
  });
});
afterAll(async () => {
  await daemon.stop();
});

const entry = async (title: RegExp) => (await screen.findByRole('heading', { level: 3, name: title })).closest('article') as HTMLElement;
const changedRows = (article: HTMLElement) =>
  within(within(article).getByRole('table', { name: 'Campos antes y después del cambio' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Auditoría', () => {
  it('shows a change as Spanish fields, before and after side by side, money formatted and the changed fields marked', async () => {
    await renderAdminRoute('/admin/auditoria');
    const puesto = await entry(/^Puesto: cambio · CAJERO$/);
    expect(changedRows(puesto)).toEqual([['Salario diariocambió', 'Antes$300.00', 'Después$320.50']]);
    expect(within(puesto).getByText('Ver el campo sin cambios')).toBeInTheDocument(); // the name, folded away
    expect(within(puesto).getByText('por', { exact: false })).toHaveTextContent('por admin');
    // Issue 45: where from, in words (the test's requests come over loopback), never a bare address.
    expect(within(puesto).getByText('desde este equipo')).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent('127.0.0.1');
    // Local time on 24 hours, never a.m./p.m.
    expect(within(puesto).getByRole('time').textContent).toMatch(/, \d{2}:\d{2}$/);

    const employee = await entry(/^Empleado: cambio · ANA LÓPEZ$/);
    expect(changedRows(employee)).toEqual([
      ['Hora de entradacambió', 'Antes09:00', 'Después22:00'],
      ['Hora de salidacambió', 'Antes18:00', 'Después06:00'],
      ['Turno nocturnocambió', 'Antesno', 'Despuéssí'],
    ]);

    const alta = await entry(/^Puesto: alta · CAJERO$/);
    expect(within(alta).getByRole('group', { name: 'Datos registrados' })).toHaveTextContent('Salario diario$300.00');

    // No raw field name anywhere on the screen.
    const main = screen.getByRole('main');
    for (const raw of ['sucursalId', 'turnoNocturno', 'salarioDiario', 'decididoEn', 'true', 'false']) expect(main).not.toHaveTextContent(raw);
  });

  it('filters by kind of change and user in the address, and refuses a range in the wrong order in Spanish', async () => {
    const user = userEvent.setup();
    const { router } = await renderAdminRoute('/admin/auditoria');
    await entry(/^Empleado: alta/);

    // The kinds of change and the users come in their own request: picked once offered.
    await screen.findByRole('option', { name: 'Puesto: todos' });
    await screen.findByRole('option', { name: 'admin' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de cambio' }), 'Puesto: todos');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: /^Empleado/ })).not.toBeInTheDocument());
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Puesto: cambio · CAJERO', 'Puesto: alta · CAJERO']);
    expect(new URLSearchParams(router.state.location.search).get('tipo')).toBe('puestos');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Usuario' }), 'admin');
    expect(new URLSearchParams(router.state.location.search).get('usuario')).toBe('admin');

    await user.type(screen.getByRole('textbox', { name: 'Desde' }), '10032026');
    await user.type(screen.getByRole('textbox', { name: 'Hasta' }), '09032026');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Desde' })).toHaveAccessibleDescription('La fecha "desde" no puede ser posterior a "hasta".'),
    );
    expect(screen.getByText('Corrige las fechas para ver los cambios.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await entry(/^Empleado: alta/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  // Last: its 55 altas would push the entries above off the first page.
  it('pages 50 entries at a time with the page in the address, and names the employee an entry holds by id (issue 30)', async () => {
    const user = userEvent.setup();
    const beto = await daemon.request<{ id: number }>('POST', '/api/employees', {
      nombre: 'BETO RUIZ',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320.5,
      bono: 0,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '18:00',
      numeroEmpleado: '0002',
    });
    await daemon.request('PUT', `/api/employees/${beto.id}/pin`, { pin: '4821' });
    for (let n = 1; n <= 54; n++) await daemon.request('POST', '/api/sucursales', { nombre: `SUCURSAL ${n}` });

    const { router } = await renderAdminRoute('/admin/auditoria?tipo=sucursales');
    const pages = await screen.findByRole('navigation', { name: 'Páginas de la auditoría' });
    await waitFor(() => expect(pages).toHaveTextContent('Página 1 de 2'));
    expect(pages).toHaveTextContent('1–50 de 55');
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(50);
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Sucursal: alta · SUCURSAL 54');

    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(pages).toHaveTextContent('Página 2 de 2'));
    expect(pages).toHaveTextContent('51–55 de 55');
    expect(new URLSearchParams(router.state.location.search).get('pagina')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('tipo')).toBe('sucursales');
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5));
    expect(screen.getAllByRole('heading', { level: 3 }).at(-1)).toHaveTextContent('Sucursal: alta · CENTRO');
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    // Another filter starts at its first page; the NIP's entry names BETO RUIZ, not his internal number.
    await screen.findByRole('option', { name: 'Empleado: NIP' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo de cambio' }), 'Empleado: NIP');
    await waitFor(() => expect(router.state.location.search).toBe('?tipo=empleados.nip'));
    const nip = await entry(/Empleado BETO RUIZ \(núm\. 0002\)/);
    const fields = within(within(nip).getByRole('group', { name: 'Datos registrados' }));
    expect(fields.getAllByRole('term').map((t) => t.textContent)).toEqual(['Empleado', 'NIP']);
    expect(fields.getAllByRole('definition').map((d) => d.textContent)).toEqual(['BETO RUIZ (núm. 0002)', 'asignado']);
    expect(screen.queryByRole('navigation', { name: 'Páginas de la auditoría' })).not.toBeInTheDocument();
  });
});
