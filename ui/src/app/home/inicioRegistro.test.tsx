/** Issue 40 item 4: in the box's first 30 days the home page says when the record began and that earlier days are no faltas. */
import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../test/realDaemon';
import { renderAdminRoute } from '../../test/renderRoute';

let daemon: RealDaemon | undefined;
afterEach(async () => {
  await daemon?.stop();
});

it("says 'El registro empezó el 23/11/2026: los días anteriores no cuentan como faltas' during the first days", async () => {
  const now = Date.parse('2026-11-25T18:00:00.000Z'); // Wednesday 25/11/2026 in Mexico City
  daemon = await startRealDaemon({ clock: { now: () => new Date(now) } });
  await daemon.request('PUT', '/api/inicio-registro', { fecha: '2026-11-23', motivo: 'El reloj se instaló el lunes' });
  await renderAdminRoute('/admin');
  const note = await screen.findByRole('note');
  expect(note).toHaveTextContent('El registro empezó el 23/11/2026: los días anteriores no cuentan como faltas.');
  expect(note).toHaveTextContent('En la pre-nómina aparecen como «Sin registro»');
});
