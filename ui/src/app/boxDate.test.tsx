/**
 * Issue 39: every "today" of the panel is the box's, never the browser's. The box's clock is fixed at 23:30 of a
 * Sunday and of 31 December in Mexico City, when a browser in UTC is already in the next day (and week, and year);
 * the screens must propose the box's date, and the box must accept what they propose. Each case runs with the
 * browser (this process) in UTC, in Mexico City and in Tijuana, so the machine's own zone cannot make it pass.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../test/realDaemon';
import { renderAdminRoute } from '../test/renderRoute';

const machineZone = process.env.TZ;
let daemon: RealDaemon | undefined;
afterEach(async () => {
  await daemon?.stop();
  daemon = undefined;
});
afterAll(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

const SUNDAY_NIGHT = '2026-11-30T05:30:00Z'; // domingo 29/11/2026 23:30 in Mexico City; lunes 30/11 05:30 in UTC
const NEW_YEARS_EVE = '2031-01-01T05:30:00Z'; // martes 31/12/2030 23:30 in Mexico City; 2031 in UTC
const fixedClock = (iso: string) => ({ now: () => new Date(iso) });
/** The banner's message (without the link beside it, such as a baja's 'Ver finiquito'). */
const banner = () =>
  screen
    .getAllByRole('status')
    .find((el) => el.classList.contains('banner-region'))
    ?.querySelector('.banner')?.textContent ?? '';

describe.each(['UTC', 'America/Mexico_City', 'America/Tijuana'])('a browser in %s looking at a box in Mexico City', (browserZone) => {
  it("proposes the box's date for a baja at 23:30 on a Sunday, and the box accepts it", async () => {
    process.env.TZ = browserZone;
    daemon = await startRealDaemon({ clock: fixedClock(SUNDAY_NIGHT) });
    await daemon.request('POST', '/api/sucursales', { nombre: 'CENTRO' });
    await daemon.request('POST', '/api/puestos', { nombre: 'CAJERO', salarioDiario: 320 });
    await daemon.request('POST', '/api/employees', {
      nombre: 'Ana López',
      sucursal: 'CENTRO',
      puesto: 'CAJERO',
      salario: 320,
      fechaIngreso: '2026-01-05',
      horaEntrada: '09:00',
      horaSalida: '17:00',
    });
    const user = userEvent.setup();
    await renderAdminRoute('/admin/empleados');
    const row = (await screen.findByText('ANA LÓPEZ', { selector: '.cell-name' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Dar de baja' }));
    const ask = screen.getByRole('dialog', { name: '¿Dar de baja a ANA LÓPEZ?' });
    expect(within(ask).getByRole('textbox', { name: 'Fecha de baja' })).toHaveValue('29/11/2026');
    await user.selectOptions(within(ask).getByRole('combobox', { name: 'Motivo' }), 'Renuncia voluntaria');
    await user.click(within(ask).getByRole('button', { name: 'Sí, dar de baja' }));
    await waitFor(() => expect(banner()).toBe('Empleado "ANA LÓPEZ" dado de baja. Baja:\u00a029/11/2026\u00a0· Renuncia voluntaria.'));
  });

  it("opens 'Pre-nómina' on the box's week (23 to 29 November), not the browser's next one", async () => {
    process.env.TZ = browserZone;
    daemon = await startRealDaemon({ clock: fixedClock(SUNDAY_NIGHT) });
    await renderAdminRoute('/admin/prenomina');
    const heading = await screen.findByRole('heading', { level: 2, name: /23 de nov/ });
    expect(heading.textContent).toBe('lun 23 de nov – dom 29 de nov de 2026');
    expect(screen.getByText('Semana actual')).toBeInTheDocument();
  });

  it("opens 'Días Festivos' on the box's year at 23:30 on 31 December", async () => {
    process.env.TZ = browserZone;
    daemon = await startRealDaemon({ clock: fixedClock(NEW_YEARS_EVE) });
    await renderAdminRoute('/admin/festivos');
    expect(await screen.findByRole('heading', { name: 'Días festivos de 2030' })).toBeInTheDocument();
  });
});
