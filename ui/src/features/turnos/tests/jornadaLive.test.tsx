/**
 * Issue 45: while a turno's hours are typed, each day says its jornada (LFT art. 60), the legal maximum (art. 61) and
 * the overtime it implies, before anything is saved. A bakery's 05:00-13:00 has an hour of night: a jornada mixta.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Turno } from '@reloj/contract/turnos';
import { renderAdminRoute } from '../../../test/renderRoute';
import { useTurnosDaemon } from './turnosDaemon';

const daemon = useTurnosDaemon();
const dialog = () => screen.getByRole('dialog');
const day = (nombre: string) => within(dialog()).getByRole('group', { name: nombre });
/** The day's jornada line ('Jornada mixta …: 30 min de tiempo extra al día'). */
const jornadaOf = (nombre: string, tipo: RegExp) => within(day(nombre)).getByText(tipo).closest('p') as HTMLElement;

describe("'Nuevo turno': the jornada while it is typed", () => {
  it("says a bakery's 05:00 a 13:00 is a jornada mixta of at most 7 h 30 min with 30 min of overtime, and updates with the meal", async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/turnos');
    await user.click(screen.getByRole('button', { name: 'Nuevo turno' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Agregar tramo, lunes' }));
    expect(within(day('Lunes')).queryByText(/^Jornada/)).not.toBeInTheDocument(); // nothing until the times are whole
    // Lunes to sábado, 05:00 to 13:00 (one rest day: no art. 59 redistribution).
    for (const dia of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado']) {
      if (dia !== 'lunes') await user.click(within(dialog()).getByRole('button', { name: `Agregar tramo, ${dia}` }));
      await user.type(within(dialog()).getByRole('textbox', { name: `Entrada del tramo 1, ${dia}` }), '0500');
      await user.type(within(dialog()).getByRole('textbox', { name: `Salida del tramo 1, ${dia}` }), '1300');
    }

    const note = jornadaOf('Lunes', /^Jornada mixta/);
    expect(note).toHaveTextContent('Jornada mixta (1 h de noche), máximo 7 h 30 min (LFT arts. 60 y 61): 30 min de tiempo extra al día');
    expect(note).toHaveClass('jornada-note--extra');

    // Half an hour of meal: 7 h 30 min of work, within the maximum.
    await user.type(within(dialog()).getByRole('textbox', { name: 'Minutos de comida, lunes' }), '30');
    expect(jornadaOf('Lunes', /^Jornada mixta/)).toHaveTextContent('Jornada mixta (1 h de noche), máximo 7 h 30 min (LFT arts. 60 y 61): sin tiempo extra');
    expect(jornadaOf('Lunes', /^Jornada mixta/)).not.toHaveClass('jornada-note--extra');

    // A night shift on domingo: 22:00 to 06:00 is nocturna, 7 h at most: 1 h of overtime.
    await user.click(within(dialog()).getByRole('button', { name: 'Agregar tramo, domingo' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Entrada del tramo 1, domingo' }), '2200');
    await user.type(within(dialog()).getByRole('textbox', { name: 'Salida del tramo 1, domingo' }), '0600');
    expect(jornadaOf('Domingo', /^Jornada nocturna/)).toHaveTextContent(
      'Jornada nocturna (8 h de noche), máximo 7 h (LFT arts. 60 y 61): 1 h de tiempo extra al día',
    );
    // Nothing was saved meanwhile.
    expect(await daemon.request<Turno[]>('GET', '/api/turnos')).toEqual([]);
  }, 40_000); // 6 days of times typed key by key

  it('says a 9-hour weekday with two rest days is no overtime under LFT art. 59', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/turnos');
    await user.click(screen.getByRole('button', { name: 'Nuevo turno' }));
    for (const dia of ['lunes', 'martes', 'miércoles', 'jueves', 'viernes']) {
      await user.click(within(dialog()).getByRole('button', { name: `Agregar tramo, ${dia}` }));
      await user.type(within(dialog()).getByRole('textbox', { name: `Entrada del tramo 1, ${dia}` }), '0800');
      await user.type(within(dialog()).getByRole('textbox', { name: `Salida del tramo 1, ${dia}` }), '1700');
    }
    expect(jornadaOf('Viernes', /^Jornada diurna/)).toHaveTextContent(
      'Jornada diurna, máximo 8 h (LFT arts. 60 y 61): sin tiempo extra, la semana da un día más de descanso (art. 59)',
    );
  }, 40_000);
});
