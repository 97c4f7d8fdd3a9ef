/**
 * 'Checadas después del cierre' on 'Pre-nómina' (issue 29) against the real daemon: kiosk punches of a closed week stored
 * after it was closed are listed under the period bar, and each can be carried to the next week as an incidencia.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Incidencia } from '@reloj/contract/incidencias';
import type { Periodo } from '@reloj/contract/periodos';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { seedAcceptanceWeek, WEEK } from '../../../test/acceptanceWeek';

let daemon: RealDaemon;
beforeEach(async () => {
  daemon = await startRealDaemon();
});
afterEach(async () => {
  await daemon.stop();
});

const WEEK_URL = `/admin/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`;
const CARD = 'Checadas después del cierre';
const pageBanner = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';

async function closeWeek() {
  const periodo = await daemon.request<Periodo>('POST', '/api/periodos', WEEK);
  await daemon.request('POST', `/api/periodos/${periodo.id}/cerrar`, {});
}

/** A kiosk punch as the check-in stores it, reaching the box at `createdAt` (by default a minute from now: after the close). */
function latePunch(empleadoId: number, hora: string, fecha: string, createdAt = new Date(Date.now() + 60_000).toISOString()) {
  daemon.db.exec(
    `INSERT OR IGNORE INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'approved', 'x', 'x')`,
  );
  daemon.db
    .prepare(`INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at) VALUES (?, 1, 'entrada', ?, ?, 0.9, ?)`)
    .run(empleadoId, hora, fecha, createdAt);
}

async function openClosedWeek() {
  const rendered = await renderAdminRoute(WEEK_URL);
  await waitFor(() => expect(screen.getByRole('status', { name: 'Estado del periodo' })).toHaveTextContent('Cerrado'));
  await screen.findByRole('button', { name: 'ANA LÓPEZ' });
  return rendered;
}

describe("'Checadas después del cierre' (/admin/prenomina)", () => {
  it('appears only for a closed period with punches stored after the close, and lists each one', async () => {
    const seed = await seedAcceptanceWeek(daemon);
    // Open, with a kiosk punch stored on the day: no card.
    latePunch(seed.ana.id, '2026-03-12T15:00:00.000Z', '2026-03-12', '2026-03-12T15:00:00.000Z');
    const open = await renderAdminRoute(WEEK_URL);
    await screen.findByRole('button', { name: 'ANA LÓPEZ' });
    expect(screen.queryByRole('heading', { name: CARD })).not.toBeInTheDocument();
    open.unmount();

    // Closed, the punch stored before the close: no card.
    await closeWeek();
    const closed = await openClosedWeek();
    expect(screen.queryByRole('heading', { name: CARD })).not.toBeInTheDocument();
    closed.unmount();

    // A punch of Thursday 12 stored after the close: the card, with the explanation and the punch.
    latePunch(seed.ana.id, '2026-03-12T23:05:00.000Z', '2026-03-12');
    await openClosedWeek();
    const card = (await screen.findByRole('heading', { name: CARD })).closest('section') as HTMLElement;
    expect(card).toHaveTextContent(
      'Se guardaron después de cerrar el periodo: no cuentan en sus cifras. Reábrelo o pásalas al siguiente periodo como incidencia.',
    );
    const items = within(within(card).getByRole('list', { name: CARD })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['ANA LÓPEZEntrada · jue 12 de mar, 17:05 · CENTROPasar al siguiente periodo']);
  });

  it("'Pasar al siguiente periodo' stores the incidencia on the next week's first day, with a nota naming the punch", async () => {
    const user = userEvent.setup();
    const seed = await seedAcceptanceWeek(daemon);
    await closeWeek();
    latePunch(seed.ana.id, '2026-03-12T15:00:00.000Z', '2026-03-12');
    await openClosedWeek();

    await user.click(await screen.findByRole('button', { name: 'Pasar al siguiente periodo: Entrada de ANA LÓPEZ, jue 12 de mar, 09:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar incidencia' });
    expect(dialog).toHaveTextContent('ANA LÓPEZ');
    expect(within(dialog).getByLabelText('Fecha')).toHaveValue('16/03/2026');
    expect(within(dialog).getByLabelText('Nota (opcional)')).toHaveValue('Checada del 12/03/2026 09:00 después del cierre');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), 'Permiso con goce de sueldo');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar incidencia' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageBanner()).toBe('Incidencia "Permiso con goce de sueldo" agregada el lun 16 de mar.');
    const stored = await daemon.request<Incidencia[]>('GET', '/api/incidencias?desde=2026-03-16&hasta=2026-03-22');
    expect(stored).toMatchObject([
      { empleadoId: seed.ana.id, fecha: '2026-03-16', tipo: 'permiso_con_goce', nota: 'Checada del 12/03/2026 09:00 después del cierre' },
    ]);
    // Nothing was added to the closed week.
    expect(await daemon.request<Incidencia[]>('GET', `/api/incidencias?desde=${WEEK.desde}&hasta=${WEEK.hasta}`)).toEqual([]);
  });
});
