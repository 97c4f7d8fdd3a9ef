/**
 * 'Checada con NIP' in an employee's 'Privacidad y datos', against the real daemon: the NIP the employee types at the
 * kiosk with their número de empleado when their face is not recognised (issue 15).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import type { Employee } from '../types';

let daemon: RealDaemon;
beforeEach(async () => {
  daemon = await startRealDaemon();
  await daemon.request('POST', '/api/sucursales', { nombre: 'Centro' });
  await daemon.request('POST', '/api/puestos', { nombre: 'Cajero', salarioDiario: 320 });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await daemon.stop();
});

const hire = (numeroEmpleado: string | null) =>
  daemon.request<Employee>('POST', '/api/employees', {
    nombre: 'Ana López',
    sucursal: 'CENTRO',
    puesto: 'CAJERO',
    salario: 320,
    bono: 0,
    fechaIngreso: '2026-01-05',
    horaEntrada: '09:00',
    horaSalida: '18:00',
    minutosComida: 60,
    numeroEmpleado,
  });
const stored = (id: number) => daemon.request<Employee>('GET', `/api/employees/${id}`);

/** Every request the screen sends to the NIP route: method, body and the daemon's status. */
function pinRequests() {
  const calls: { method: string; path: string; body: unknown; status?: number }[] = [];
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (typeof input !== 'string' || !input.endsWith('/pin')) return fetch(input, init);
    const call: (typeof calls)[number] = { method: init?.method ?? 'GET', path: input, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const response = await fetch(input, init);
    call.status = response.status;
    return response;
  });
  return calls;
}

async function openPrivacy(user: ReturnType<typeof userEvent.setup>) {
  const row = (await screen.findByRole('cell', { name: /^ANA LÓPEZ/ })).closest('tr') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: 'Privacidad y datos' }));
  const dialog = screen.getByRole('dialog', { name: 'Privacidad y datos' });
  return { dialog, section: within(dialog).getByRole('region', { name: 'Checada con NIP' }) };
}
const nipMarker = () => screen.getByRole('cell', { name: /^ANA LÓPEZ/ }).querySelector('.tag');

describe("'Checada con NIP' in 'Privacidad y datos'", () => {
  it("the row's own 'Asignar NIP' opens the NIP alone, its field ready; saved, the row says 'Cambiar NIP' (issue 30)", async () => {
    const user = userEvent.setup();
    const ana = await hire('0042');
    await renderAdminRoute('/admin/empleados');
    const row = () => screen.getByRole('cell', { name: /^ANA LÓPEZ/ }).closest('tr') as HTMLElement;
    await screen.findByRole('cell', { name: /^ANA LÓPEZ/ });
    await user.click(within(row()).getByRole('button', { name: 'Asignar NIP' }));
    const dialog = screen.getByRole('dialog', { name: 'Asignar NIP' });
    expect(within(dialog).getByLabelText('NIP')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('NIP'), '4821');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar NIP' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'NIP guardado: ANA LÓPEZ ya puede checar en el kiosco con su número de empleado 0042 y su NIP.',
      ),
    );
    expect((await stored(ana.id)).tieneNip).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(within(row()).getByRole('button', { name: 'Cambiar NIP' })).toBeInTheDocument());
  });

  it("'Guardar NIP' sends PUT /pin with the NIP; the section then says she has one, and the table marks her", async () => {
    const user = userEvent.setup();
    const ana = await hire('0042');
    const calls = pinRequests();
    await renderAdminRoute('/admin/empleados');
    await screen.findByRole('cell', { name: /^ANA LÓPEZ/ });
    expect(nipMarker()).toBeNull();
    const { dialog, section } = await openPrivacy(user);
    expect(section).toHaveTextContent('Sin NIP.');

    const field = within(section).getByLabelText('NIP');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(field.closest('form')).toHaveAttribute('novalidate');
    await user.type(field, '4821');
    await user.click(within(section).getByRole('button', { name: 'Guardar NIP' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'NIP guardado: ANA LÓPEZ ya puede checar en el kiosco con su número de empleado 0042 y su NIP.',
      ),
    );
    expect(calls).toEqual([{ method: 'PUT', path: `/api/employees/${ana.id}/pin`, body: { pin: '4821' }, status: 204 }]);
    expect((await stored(ana.id)).tieneNip).toBe(true);
    await waitFor(() => expect(section).toHaveTextContent('Tiene NIP para checar con su número de empleado 0042.'));
    expect(within(section).getByLabelText('NIP nuevo')).toHaveValue('');
    expect(within(section).getByRole('button', { name: 'Cambiar NIP' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Quitar NIP' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(nipMarker()).toHaveTextContent('NIP');
    expect(nipMarker()).toHaveAttribute('title', 'Puede checar en el kiosco con su número de empleado y su NIP.');
  });

  it('refuses an empty, short or lettered NIP beside the field, in Spanish, without asking the server', async () => {
    const user = userEvent.setup();
    const ana = await hire('0042');
    const calls = pinRequests();
    await renderAdminRoute('/admin/empleados');
    const { section } = await openPrivacy(user);
    const field = within(section).getByLabelText('NIP');
    const save = within(section).getByRole('button', { name: 'Guardar NIP' });

    await user.click(save);
    expect(field).toHaveAccessibleDescription(/^Escribe el NIP: de 4 a 8 dígitos\./);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();

    await user.type(field, '123');
    expect(field).not.toHaveAttribute('aria-invalid'); // typing clears the refusal
    await user.click(save);
    expect(within(section).getByText('El NIP debe tener de 4 a 8 dígitos.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/^El NIP debe tener de 4 a 8 dígitos\./);

    await user.clear(field);
    await user.type(field, '12a4{Enter}');
    expect(within(section).getByText('El NIP debe tener de 4 a 8 dígitos.')).toBeInTheDocument();

    expect(calls).toEqual([]);
    expect((await stored(ana.id)).tieneNip).toBe(false);
  });

  it('without a número de empleado of digits, says why up front instead of the field, and leads to Editar Empleado', async () => {
    const user = userEvent.setup();
    await hire('A-17');
    await renderAdminRoute('/admin/empleados');
    const { section } = await openPrivacy(user);
    expect(section).toHaveTextContent(
      'Para usar un NIP, el empleado necesita un número de empleado de solo dígitos (el kiosco solo tiene números). Asígnalo en Editar Empleado.',
    );
    expect(within(section).queryByLabelText('NIP')).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Guardar NIP' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Editar Empleado' }));
    expect(screen.queryByRole('dialog', { name: 'Privacidad y datos' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Editar Empleado' })).toBeInTheDocument();
  });

  it('when the número stopped being digits meanwhile, the daemon refuses (409), no NIP is stored and the section says why', async () => {
    const user = userEvent.setup();
    const ana = await hire('0042');
    const calls = pinRequests();
    await renderAdminRoute('/admin/empleados');
    const { section } = await openPrivacy(user);
    daemon.db.prepare("UPDATE empleados SET numero_empleado = 'A-42' WHERE id = ?").run(ana.id); // edited elsewhere
    await user.type(within(section).getByLabelText('NIP'), '4821');
    await user.click(within(section).getByRole('button', { name: 'Guardar NIP' }));
    await waitFor(() => expect(section).toHaveTextContent('Asígnalo en Editar Empleado.'));
    expect(section).toHaveTextContent('el empleado necesita un número de empleado de solo dígitos');
    expect(calls.map((c) => c.status)).toEqual([409]);
    expect((await stored(ana.id)).tieneNip).toBe(false);
  });

  it("shows the daemon's refusal beside the field, in Spanish", async () => {
    const user = userEvent.setup();
    const ana = await hire('0042');
    await renderAdminRoute('/admin/empleados');
    const { section } = await openPrivacy(user);
    daemon.db.prepare('DELETE FROM empleados WHERE id = ?').run(ana.id); // gone meanwhile (e.g. a restored backup)
    const field = within(section).getByLabelText('NIP');
    await user.type(field, '4821');
    await user.click(within(section).getByRole('button', { name: 'Guardar NIP' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/^No se pudo guardar el NIP: El empleado no existe\./));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it("'Quitar NIP' asks first, naming her; 'Cancelar' keeps it; accepted, the NIP goes", async () => {
    const user = userEvent.setup();
    const nativeConfirm = vi.spyOn(window, 'confirm');
    const ana = await hire('0042');
    await daemon.request('PUT', `/api/employees/${ana.id}/pin`, { pin: '4821' });
    await renderAdminRoute('/admin/empleados');
    const { dialog, section } = await openPrivacy(user);
    expect(section).toHaveTextContent('Tiene NIP para checar con su número de empleado 0042.');

    await user.click(within(section).getByRole('button', { name: 'Quitar NIP' }));
    let ask = screen.getByRole('dialog', { name: '¿Quitar el NIP de ANA LÓPEZ?' });
    expect(ask).toHaveTextContent('ANA LÓPEZ ya no podrá checar en el kiosco con su número de empleado, solo con su rostro.');
    expect(within(ask).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog', { name: /^¿Quitar/ })).not.toBeInTheDocument();
    expect((await stored(ana.id)).tieneNip).toBe(true);

    await user.click(within(section).getByRole('button', { name: 'Quitar NIP' }));
    ask = screen.getByRole('dialog', { name: '¿Quitar el NIP de ANA LÓPEZ?' });
    await user.click(within(ask).getByRole('button', { name: 'Sí, quitar NIP' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Se quitó el NIP de ANA LÓPEZ: ya no puede checar con su número de empleado.'),
    );
    await waitFor(() => expect(section).toHaveTextContent('Sin NIP.'));
    expect(within(section).queryByRole('button', { name: 'Quitar NIP' })).not.toBeInTheDocument();
    expect((await stored(ana.id)).tieneNip).toBe(false);
    expect(nativeConfirm).not.toHaveBeenCalled();
  });

  it("'Ver para imprimir' opens her printable data in a new tab", async () => {
    const user = userEvent.setup();
    const ana = await hire(null);
    await renderAdminRoute('/admin/empleados');
    const { dialog } = await openPrivacy(user);
    const link = within(dialog).getByRole('link', { name: 'Ver para imprimir' });
    expect(link).toHaveAttribute('href', `/admin/empleados/${ana.id}/datos`);
    expect(link).toHaveAttribute('target', '_blank');
  });
});
