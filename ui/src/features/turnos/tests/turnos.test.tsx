/** 'Turnos' (/admin/turnos, issue 41) against the real daemon: create from a template and by hand, refusals, delete. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Turno } from '@reloj/contract/turnos';
import { renderAdminRoute } from '../../../test/renderRoute';
import { banner, seedBranch, useTurnosDaemon } from './turnosDaemon';

const daemon = useTurnosDaemon();
const stored = async (nombre: string) => (await daemon.request<Turno[]>('GET', '/api/turnos')).find((t) => t.nombre === nombre);
const rowOf = async (nombre: string) => (await screen.findByText(nombre, { selector: '.cell-name' })).closest('tr') as HTMLElement;
const dialog = () => screen.getByRole('dialog');

async function openNew() {
  const user = userEvent.setup();
  await renderAdminRoute('/admin/turnos');
  await user.click(screen.getByRole('button', { name: 'Nuevo turno' }));
  return user;
}

describe("'Turnos' (/admin/turnos)", () => {
  it("creates 'L-V 9-18, S 9-14' from its template: summary, 45 h a week, each day's jornada and legal maximum", async () => {
    const user = await openNew();
    await user.click(within(dialog()).getByRole('button', { name: 'L-V 9 a 18, S 9 a 14' }));
    const nombre = within(dialog()).getByRole('textbox', { name: 'Nombre' });
    await user.clear(nombre);
    await user.type(nombre, 'Tienda con sábado');
    expect(within(dialog()).getByRole('textbox', { name: 'Código' })).toHaveValue('OF');
    expect(within(dialog()).getByRole('textbox', { name: 'Entrada del tramo 1, lunes' })).toHaveValue('09:00');
    expect(within(dialog()).getByRole('textbox', { name: 'Salida del tramo 1, sábado' })).toHaveValue('14:00');
    expect(within(dialog()).getByRole('textbox', { name: 'Minutos de comida, lunes' })).toHaveValue('60');
    // 5 × (9 h − 1 h of meal) + 5 h
    expect(within(dialog()).getByText('Total: 45 h por semana')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Crear turno' }));

    await waitFor(() => expect(banner()).toMatch(/^Turno "Tienda con sábado" creado\./));
    const row = await rowOf('Tienda con sábado');
    expect(within(row).getByText('L-V 09:00 a 18:00 · S 09:00 a 14:00')).toBeInTheDocument();
    expect(within(row).getByText('45 h')).toBeInTheDocument();
    const lineas = within(row)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lineas).toEqual(['L-V 8\u00a0h · Diurna (máx. 8\u00a0h)', 'S 5\u00a0h · Diurna (máx. 8\u00a0h)']);
    expect(within(row).getByText('OF')).toHaveStyle({ backgroundColor: '#2563eb', color: '#ffffff' });

    const turno = await stored('Tienda con sábado');
    expect(turno?.tipo).toBe('semanal');
    expect(turno?.dias.map((d) => [d.segmentos, d.minutosComida])).toEqual([
      ...Array(5).fill([[{ entrada: '09:00', salida: '18:00' }], 60]),
      [[{ entrada: '09:00', salida: '14:00' }], 0],
      [[], 0],
    ]);
  });

  it('creates a split turno typed by hand (10:00 a 15:00 y 17:00 a 20:00, lunes and martes)', async () => {
    const user = await openNew();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Nombre' }), 'Partido cocina');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Código' }), 'pc');
    for (const dia of ['lunes', 'martes']) {
      await user.click(within(dialog()).getByRole('button', { name: `Agregar tramo, ${dia}` }));
      await user.type(within(dialog()).getByRole('textbox', { name: `Entrada del tramo 1, ${dia}` }), '1000');
      await user.type(within(dialog()).getByRole('textbox', { name: `Salida del tramo 1, ${dia}` }), '1500');
      await user.click(within(dialog()).getByRole('button', { name: `Agregar tramo, ${dia}` }));
      await user.type(within(dialog()).getByRole('textbox', { name: `Entrada del tramo 2, ${dia}` }), '17');
      await user.type(within(dialog()).getByRole('textbox', { name: `Salida del tramo 2, ${dia}` }), '2000');
    }
    expect(within(dialog()).getByRole('textbox', { name: 'Código' })).toHaveValue('PC');
    expect(within(dialog()).getByRole('textbox', { name: 'Entrada del tramo 2, lunes' })).toHaveValue('17:00'); // '17' once left
    expect(within(dialog()).getByText('Total: 16 h por semana')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Crear turno' }));

    await waitFor(() => expect(banner()).toMatch(/^Turno "Partido cocina" creado\./));
    const row = await rowOf('Partido cocina');
    expect(within(row).getByText('L-M 10:00 a 15:00 y 17:00 a 20:00')).toBeInTheDocument();
    const turno = await stored('Partido cocina');
    expect(turno?.codigo).toBe('PC');
    expect(turno?.dias[1]?.segmentos).toEqual([
      { entrada: '10:00', salida: '15:00' },
      { entrada: '17:00', salida: '20:00' },
    ]);
    expect(turno?.dias[1]?.minutos).toBe(480);
    expect(turno?.dias[2]?.segmentos).toEqual([]);
  });

  it("shows a night segment as ending the next day, and a cycle's 12x24 template", async () => {
    const user = await openNew();
    await user.click(within(dialog()).getByRole('button', { name: '12x24' }));
    expect(within(dialog()).getByRole('radio', { name: 'Ciclo de varios días (12x24, 24x48…)' })).toBeChecked();
    expect(within(dialog()).getByRole('spinbutton', { name: 'Días del ciclo' })).toHaveValue(3);
    expect(within(dialog()).getByRole('textbox', { name: 'Inicio del ciclo' })).toHaveValue('11/03/2026'); // the box's today
    const dia2 = within(dialog()).getByRole('group', { name: 'Día 2' });
    expect(within(dialog()).getByRole('textbox', { name: 'Salida del tramo 1, día 2' })).toHaveValue('07:00');
    expect(within(dia2).getByText('termina al día siguiente')).toBeInTheDocument();
    expect(within(within(dialog()).getByRole('group', { name: 'Día 3' })).getByText('Descanso')).toBeInTheDocument();
  });

  it("refuses overlapping segments beside the field, in the daemon's sentence, and sends nothing", async () => {
    const user = await openNew();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Nombre' }), 'Encimado');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Código' }), 'ENC');
    await user.click(within(dialog()).getByRole('button', { name: 'Agregar tramo, lunes' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Entrada del tramo 1, lunes' }), '0900');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Salida del tramo 1, lunes' }), '1500');
    await user.click(within(dialog()).getByRole('button', { name: 'Agregar tramo, lunes' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Entrada del tramo 2, lunes' }), '1400');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Salida del tramo 2, lunes' }), '1800');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear turno' }));
    const entrada = within(dialog()).getByRole('textbox', { name: 'Entrada del tramo 2, lunes' });
    expect(entrada).toHaveAttribute('aria-invalid', 'true');
    expect(entrada).toHaveAccessibleDescription('Los tramos 1 y 2 del día 1 se enciman: cada tramo empieza después de que termina el anterior.');
    expect(entrada).toHaveFocus();
    expect(await stored('Encimado')).toBeUndefined();
  });

  it("shows the daemon's refusal of a name already taken beside 'Nombre'", async () => {
    await daemon.request('POST', '/api/turnos', {
      nombre: 'Vigilancia',
      codigo: 'VIG',
      color: '#0f766e',
      tipo: 'semanal',
      dias: Array(7).fill({ segmentos: [] }),
    });
    const user = await openNew();
    await user.click(within(dialog()).getByRole('button', { name: 'Vespertino' }));
    const nombre = within(dialog()).getByRole('textbox', { name: 'Nombre' });
    await user.clear(nombre);
    await user.type(nombre, 'vigilancia');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear turno' }));
    await waitFor(() =>
      expect(within(dialog()).getByRole('textbox', { name: 'Nombre' })).toHaveAccessibleDescription('Ya existe un turno llamado "vigilancia".'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument(); // kept open, to be corrected
  });

  it('deletes a turno after the confirmation; one in use is kept and the banner says who uses it', async () => {
    const user = userEvent.setup();
    const libre = await daemon.request<Turno>('POST', '/api/turnos', {
      nombre: 'Sin uso',
      codigo: 'SU',
      color: '#64748b',
      tipo: 'semanal',
      dias: Array(7).fill({ segmentos: [{ entrada: '08:00', salida: '12:00' }] }),
    });
    const usado = await daemon.request<Turno>('POST', '/api/turnos', {
      nombre: 'En uso',
      codigo: 'EU',
      color: '#facc15',
      tipo: 'semanal',
      dias: Array(7).fill({ segmentos: [{ entrada: '08:00', salida: '12:00' }] }),
    });
    const { ids } = await seedBranch(daemon, 'BORRADO', ['RITA SOLÍS']);
    await daemon.request('POST', `/api/employees/${ids[0]}/asignaciones`, { turnoId: usado.id, vigenteDesde: '2026-03-09' });
    await renderAdminRoute('/admin/turnos');

    await user.click(within(await rowOf('Sin uso')).getByRole('button', { name: 'Borrar Sin uso' }));
    await user.click(within(screen.getByRole('dialog', { name: '¿Borrar el turno Sin uso?' })).getByRole('button', { name: 'Sí, borrar' }));
    await waitFor(() => expect(banner()).toBe('Turno "Sin uso" borrado.'));
    expect((await daemon.request<Turno[]>('GET', '/api/turnos')).some((t) => t.id === libre.id)).toBe(false);

    const row = await rowOf('En uso');
    expect(within(row).getByText('EU')).toHaveStyle({ color: '#0f172a' }); // dark text on yellow
    await user.click(within(row).getByRole('button', { name: 'Borrar En uso' }));
    await user.click(within(screen.getByRole('dialog', { name: '¿Borrar el turno En uso?' })).getByRole('button', { name: 'Sí, borrar' }));
    await waitFor(() => expect(banner()).toMatch(/^No se pudo borrar el turno\. El turno "En uso" no se puede borrar: lo usa RITA SOLÍS\.$/));
    expect(await stored('En uso')).toBeDefined();
  });
});
