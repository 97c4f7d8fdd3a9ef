/** Issue 39: a vacation day on the employee's rest day is saved without a balance, and the panel says it takes none. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Incidencia } from '@reloj/contract/incidencias';
import type { Vacaciones } from '@reloj/contract/prestaciones';
import { hireInNorte, seedAcceptanceWeek, WEEK } from '../../../test/acceptanceWeek';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';

let daemon: RealDaemon;
beforeEach(async () => {
  daemon = await startRealDaemon();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await daemon.stop();
});

const dialogBanner = () =>
  within(screen.getByRole('dialog'))
    .getAllByRole('status')
    .find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const dayRow = (fechaText: string) => within(screen.getByRole('dialog')).getByRole('rowheader', { name: fechaText }).closest('tr') as HTMLElement;

it("'Vacaciones' on Sunday, BETO's rest day: saved with no days left, and the banner says it is not taken from them (LFT art. 76)", async () => {
  const user = userEvent.setup();
  await seedAcceptanceWeek(daemon);
  const beto = await hireInNorte(daemon); // hired 2026-01-05, rests on Sunday: no vacation days yet
  await renderAdminRoute(`/admin/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`);
  const table = await screen.findByRole('table', { name: 'Pre-nómina por empleado' });
  await user.click(await within(table).findByRole('button', { name: 'BETO RUIZ' }));
  await user.click(within(dayRow('dom 15 de mar')).getByRole('button', { name: 'Agregar incidencia' }));
  const dialog = screen.getByRole('dialog', { name: 'Agregar incidencia' });
  await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Vacaciones');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar incidencia' }));

  await screen.findByRole('dialog', { name: 'Días de BETO RUIZ' });
  await waitFor(() =>
    expect(dialogBanner()).toBe(
      'Incidencia "Vacaciones" agregada el dom 15 de mar. El 15/03/2026 es su día de descanso (domingo): no se descuenta de sus vacaciones (art.\u00a076: se cuentan días laborables).',
    ),
  );
  expect(await daemon.request<Incidencia[]>('GET', `/api/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}`)).toMatchObject([
    { empleadoId: beto.id, fecha: '2026-03-15', tipo: 'vacaciones' },
  ]);
  expect(await daemon.request<Vacaciones>('GET', `/api/employees/${beto.id}/vacaciones`)).toMatchObject({ tomados: 0, pendientes: 0 });
});
