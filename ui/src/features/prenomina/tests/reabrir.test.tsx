/**
 * 'Reabrir periodo' on 'Pre-nómina' (issue 29) against the real daemon: an administrador reopens a closed week with a
 * reason from the dialog, and the 'Versiones' card lists each close; a consulta sees the versions but cannot reopen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Periodo } from '@reloj/contract/periodos';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { seedAcceptanceWeek, WEEK, type Seeded } from '../../../test/acceptanceWeek';

let daemon: RealDaemon;
let seed: Seeded;
let periodo: Periodo;
beforeAll(async () => {
  daemon = await startRealDaemon();
  seed = await seedAcceptanceWeek(daemon);
  periodo = await daemon.request<Periodo>('POST', '/api/periodos', WEEK);
  await daemon.request('POST', `/api/periodos/${periodo.id}/cerrar`, {});
});
afterAll(async () => {
  await daemon?.stop();
});

const WEEK_URL = `/admin/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`;
const PASSWORD = 'una-contraseña-larga';
const pageBanner = () => screen.getAllByRole('status').find((el) => el.classList.contains('banner-region'))?.textContent ?? '';
const periodState = () => screen.getByRole('status', { name: 'Estado del periodo' });
const versionsCard = () => screen.getByRole('heading', { name: 'Versiones' }).closest('section') as HTMLElement;
const WHEN = String.raw`\d{2}/\d{2}/\d{4} \d{2}:\d{2}`;

/** A kiosk punch of Thursday 12 reaching the box a minute from now: after the close. */
function latePunch() {
  daemon.db.exec(
    `INSERT OR IGNORE INTO dispositivos (id, fingerprint_sha256, codigo, status, first_seen_at, last_seen_at) VALUES (1, 'abc', 'K1', 'approved', 'x', 'x')`,
  );
  daemon.db
    .prepare(`INSERT INTO checadas (empleado_id, dispositivo_id, tipo, hora, fecha_local, match_score, created_at) VALUES (?, 1, 'entrada', ?, ?, 0.9, ?)`)
    .run(seed.ana.id, '2026-03-12T23:05:00.000Z', '2026-03-12', new Date(Date.now() + 60_000).toISOString());
}

describe("'Reabrir periodo' (/admin/prenomina)", () => {
  it('an administrador reopens the closed week from the dialog: the motivo is required, then the week is open and version 1 is listed', async () => {
    const user = userEvent.setup();
    latePunch();
    await renderAdminRoute(WEEK_URL);
    await waitFor(() => expect(periodState()).toHaveTextContent('Cerrado'));
    expect(versionsCard()).toHaveTextContent(new RegExp(`^VersionesVersión 1 · cerrada el ${WHEN} por adminDescargas: Sin descargas$`));
    expect(screen.getByRole('button', { name: 'Reabrir periodo' })).toBeInTheDocument();

    // The hint of 'Checadas después del cierre' opens the same dialog.
    const late = (await screen.findByRole('heading', { name: 'Checadas después del cierre' })).closest('section') as HTMLElement;
    await user.click(within(late).getByRole('button', { name: 'Reábrelo' }));
    const dialog = screen.getByRole('dialog', { name: 'Reabrir periodo' });
    expect(dialog).toHaveTextContent(
      'Las cifras se podrán cambiar otra vez y se calcularán de nuevo con todas las checadas; la versión 1 cerrada se conserva tal como quedó.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir periodo' }));
    expect(within(dialog).getByText('Escribe el motivo de la reapertura (al menos 3 caracteres).')).toBeInTheDocument();
    expect(daemon.db.prepare('SELECT COUNT(*) AS n FROM periodo_reaperturas').get()).toEqual({ n: 0 });

    await user.type(within(dialog).getByLabelText(/Motivo de la reapertura/), '  Faltó la checada del jueves ');
    await user.click(within(dialog).getByRole('button', { name: 'Reabrir periodo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pageBanner()).toBe('Periodo lun 9 de mar – dom 15 de mar de 2026 reabierto: sus cifras se calculan de nuevo.');
    await waitFor(() => expect(periodState()).toHaveTextContent('Abierto'));
    expect(screen.queryByRole('button', { name: 'Reabrir periodo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checadas después del cierre' })).not.toBeInTheDocument();
    expect(versionsCard()).toHaveTextContent(
      new RegExp(`^VersionesVersión 1 · cerrada el ${WHEN} por admin · reabierta el ${WHEN} por admin: Faltó la checada del juevesDescargas: Sin descargas$`),
    );
    expect(daemon.db.prepare('SELECT periodo_id, cierre_id, motivo, reabierto_por FROM periodo_reaperturas').all()).toEqual([
      { periodo_id: periodo.id, cierre_id: 1, motivo: 'Faltó la checada del jueves', reabierto_por: 'admin' },
    ]);
  });

  it('a consulta sees the versions of the closed week but no way to reopen it', async () => {
    await daemon.request('POST', `/api/periodos/${periodo.id}/cerrar`, {});
    await daemon.request('POST', '/api/usuarios', { usuario: 'solo.consulta', password: PASSWORD, rol: 'consulta', sucursalIds: [] });
    const login = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ usuario: 'solo.consulta', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    latePunch();
    await renderAdminRoute(WEEK_URL);
    await waitFor(() => expect(periodState()).toHaveTextContent(/Cerrado.*\(versión 2\)/));
    await screen.findByRole('heading', { name: 'Checadas después del cierre' });
    expect(screen.queryByRole('button', { name: 'Reabrir periodo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reábrelo' })).not.toBeInTheDocument();
    expect(
      within(versionsCard())
        .getAllByRole('listitem')
        .map((li) => li.textContent?.slice(0, 9)),
    ).toEqual(['Versión 1', 'Versión 2']);
  });
});
