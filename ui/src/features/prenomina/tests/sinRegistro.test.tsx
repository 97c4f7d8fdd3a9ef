/**
 * Issue 40: the days before the record began are 'Sin registro' in the pre-nómina, not faltas; the period that holds the
 * first day says so. Against the real daemon: the acceptance week of issue 12, with the record begun on Friday 13.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Prenomina } from '@reloj/contract/prenomina';
import { seedAcceptanceWeek, WEEK } from '../../../test/acceptanceWeek';
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

it("shows Thursday 12, before the record began on Friday 13, as 'Sin registro' and says when the record began", async () => {
  const user = userEvent.setup();
  await seedAcceptanceWeek(daemon);
  // Thursday 12 has no punch: a falta in the acceptance week.
  await daemon.request('PUT', '/api/inicio-registro', { fecha: '2026-03-13', motivo: 'El reloj se instaló el viernes 13' });
  const { empleados } = await daemon.request<Prenomina>('GET', `/api/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
  expect(empleados[0]).toMatchObject({ faltas: 0 });

  await renderAdminRoute(`/admin/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
  expect(
    await screen.findByText(/El registro empezó el 13\/03\/2026: los días anteriores aparecen como «Sin registro»\. No cuentan como faltas ni quitan bonos/),
  ).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Pre-nómina por empleado' });
  await user.click(await within(table).findByRole('button', { name: 'Ver días de ANA LÓPEZ' }));
  const thursday = dayRow('jue 12 de mar');
  expect(within(thursday).getByText('Sin registro', { selector: '.pn-estado' })).toBeInTheDocument();
  expect(within(thursday).queryByText('Falta', { selector: '.pn-estado' })).not.toBeInTheDocument();
  // Monday to Wednesday were punched (typed from the paper record): they count as they are.
  expect(within(dayRow('lun 9 de mar')).getByText('Asistencia', { selector: '.pn-estado' })).toBeInTheDocument();
});
