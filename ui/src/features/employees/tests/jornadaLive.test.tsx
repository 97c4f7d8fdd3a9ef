/**
 * Issue 45: 'Nuevo Empleado' says the jornada of the hours while they are typed (LFT arts. 59-61): a bakery's 05:00 to
 * 13:00 is mixta, 7 h 30 min at most, and half an hour a day is overtime, before anything is saved.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderAdminRoute } from '../../../test/renderRoute';
import { startEmployeesDaemon, type EmployeesDaemon } from './employeesDaemon';
import { field, waitForOptions } from './registrationForm';

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

const note = () => screen.queryByText(/^Jornada (diurna|mixta|nocturna)/)?.closest('p') ?? null;

describe("'Nuevo Empleado': the jornada while the hours are typed", () => {
  it('says the type, the legal maximum and the overtime under the fields, and follows the meal and the rest days', async () => {
    const user = userEvent.setup();
    await renderAdminRoute('/admin/nuevo-registro');
    await waitForOptions();
    expect(note()).toBeNull();
    await user.type(field('Hora de entrada'), '0500');
    await user.type(field('Hora de salida'), '1300');
    expect(note()).toHaveTextContent(
      'Jornada mixta (1 h entre las 20:00 y las 06:00): máximo 7 h 30 min al día (LFT arts. 60 y 61). ' +
        'Este horario tiene 8 h de trabajo: 30 min de tiempo extra por día, que se paga como horas extra.',
    );
    expect(note()).toHaveClass('jornada-note--extra');

    await user.clear(field('Minutos de comida'));
    await user.type(field('Minutos de comida'), '30');
    expect(note()).toHaveTextContent('Este horario tiene 7 h 30 min de trabajo: sin tiempo extra.');
    expect(note()).not.toHaveClass('jornada-note--extra');

    // 05:00 to 14:00 with the meal: 8 h 30 min a day; with sábado and domingo off, art. 59's week of 42 h 30 min.
    await user.clear(field('Hora de salida'));
    await user.type(field('Hora de salida'), '1400');
    expect(note()).toHaveTextContent('Este horario tiene 8 h 30 min de trabajo: 1 h de tiempo extra por día');
    await user.click(screen.getByRole('checkbox', { name: 'Sábado' }));
    expect(note()).toHaveTextContent('Este horario tiene 8 h 30 min de trabajo, pero la semana da un día más de descanso (LFT art. 59): sin tiempo extra.');

    // A day shift says where its hours fall.
    await user.clear(field('Hora de entrada'));
    await user.type(field('Hora de entrada'), '0900');
    await user.clear(field('Hora de salida'));
    await user.type(field('Hora de salida'), '1800');
    expect(note()).toHaveTextContent('Jornada diurna (de 06:00 a 20:00): máximo 8 h al día (LFT arts. 60 y 61). Este horario tiene 8 h 30 min de trabajo');
    expect(await daemon.employees()).toEqual([]);
  });
});
