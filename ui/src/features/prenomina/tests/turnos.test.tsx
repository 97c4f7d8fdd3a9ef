/**
 * Issue 41 in 'Pre-nómina', against the real daemon: each employee's salidas anticipadas and medias jornadas, and in
 * the days view each day's turno, its expected segments with the punches matched to them, and the day's salida
 * anticipada or media jornada.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { seedTurnosWeek, TURNOS_WEEK } from '@reloj/daemon/testing';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

let daemon: RealDaemon;
beforeEach(async () => {
  daemon = await startRealDaemon();
});
afterEach(async () => {
  await daemon.stop();
});

const dayRow = (fechaText: string) => within(screen.getByRole('dialog')).getByRole('rowheader', { name: fechaText }).closest('tr') as HTMLElement;
/** The day's turno, under its state. */
const turno = (row: HTMLElement) => row.querySelector('.pn-turno') as HTMLElement;

it('shows the salidas anticipadas and medias jornadas per employee and on each day, with the turno and the punches of each segment', async () => {
  const user = userEvent.setup();
  await seedTurnosWeek((method, path, body) => daemon.request(method, path, body));
  await renderAdminRoute(`/admin/prenomina?desde=${TURNOS_WEEK.desde}&hasta=${TURNOS_WEEK.hasta}`);
  const table = await screen.findByRole('table', { name: 'Pre-nómina por empleado' });
  const ana = (await within(table).findByRole('button', { name: 'ANA LÓPEZ' })).closest('tr') as HTMLElement;
  const luis = within(table).getByRole('button', { name: 'LUIS MORA' }).closest('tr') as HTMLElement;
  // Thursday's 16:30 against 18:00: one of 90 minutes, under the retardos and on the line under the name.
  expect(within(ana).getAllByText('1 salida anticipada (1 h 30 min)')).toHaveLength(2);
  expect(within(ana).queryByText(/media jornada/)).not.toBeInTheDocument();
  expect(within(luis).getAllByText('1 media jornada')).toHaveLength(2);
  expect(within(luis).queryByText(/salida anticipada/)).not.toBeInTheDocument();

  await user.click(within(ana).getByRole('button', { name: 'Ver días de ANA LÓPEZ' }));
  const summary = within(screen.getByRole('dialog')).getByRole('region', { name: 'Resumen del periodo' });
  expect(within(summary).getByText('Salidas anticipadas').nextSibling).toHaveTextContent('1 (1 h 30 min)');
  const thursday = dayRow('jue 12 de mar');
  expect(turno(thursday)).toHaveTextContent('LVS09:00 a 18:00checó 09:00 y 16:30');
  expect(within(thursday).getByText('Salida anticipada: 1 h 30 min')).toBeInTheDocument();
  // Wednesday rested by a one-day change; Saturday's half day.
  expect(turno(dayRow('mié 11 de mar'))).toHaveTextContent(/^cambio$/);
  expect(within(dayRow('mié 11 de mar')).getByText('Descanso', { selector: '.pn-estado' })).toBeInTheDocument();
  expect(turno(dayRow('sáb 14 de mar'))).toHaveTextContent('LVS09:00 a 14:00checó 09:00 y 14:00');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cerrar' }));

  await user.click(within(luis).getByRole('button', { name: 'Ver días de LUIS MORA' }));
  expect(within(screen.getByRole('dialog')).getByText('Medias jornadas').nextSibling).toHaveTextContent('1');
  const tuesday = turno(dayRow('mar 10 de mar'));
  expect(tuesday).toHaveTextContent('PAR10:00 a 15:00checó 10:00 y 15:0017:00 a 20:00checó 17:00 y 20:00');
  const wednesday = dayRow('mié 11 de mar');
  expect(turno(wednesday)).toHaveTextContent('PAR10:00 a 15:00checó 10:00 y 15:0017:00 a 20:00sin checadas');
  expect(within(wednesday).getByText('Media jornada')).toBeInTheDocument();
  // His Monday off: the state says it, no turno under it.
  expect(within(dayRow('lun 9 de mar')).getByText('Descanso', { selector: '.pn-estado' })).toBeInTheDocument();
  expect(turno(dayRow('lun 9 de mar'))).toBeNull();
}, 60_000); // two employees' week seeded through the API: some 30 requests
