/**
 * Issue 26: a box whose disk is full refuses the punch with 507 `sin_espacio`; the kiosk shows the daemon's sentence
 * (never 'Error interno del servidor'), does not resend the press, and stays ready. The daemon's SQLite really
 * answers SQLITE_FULL here (its file may not grow: `max_page_count`); daemon/src/system/diskFull.test.ts fills a real
 * filesystem.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recognised, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk, checkInButton, PHOTO } from './kioskScreen';

let daemon: KioskDaemon;
beforeAll(async () => {
  daemon = await startKioskDaemon();
});
afterAll(async () => {
  await daemon.stop();
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  daemon.server.db.pragma('max_page_count = 1073741823');
});

describe('a full disk', () => {
  it("shows 'El reloj no tiene espacio para guardar. Avisa al administrador.', stores nothing and does not resend", async () => {
    const user = userEvent.setup();
    const employeeId = await daemon.createEmployee('Sor Juana Inés');
    // The punch's snapshot needs new pages of the file, which it may not have.
    daemon.setFaceEngine(async () => ({ ...recognised(employeeId), crop: Buffer.alloc(256 * 1024, 7) }));
    await approvedKiosk(daemon, { capture: () => PHOTO, timing: { checkInRetryDelayMs: 20, checkInRetryMaxDelayMs: 20 } });
    const before = daemon.punchCount();
    daemon.server.db.pragma(`max_page_count = ${daemon.server.db.pragma('page_count', { simple: true }) as number}`);

    await user.click(checkInButton());
    expect(await screen.findByText('El reloj no tiene espacio para guardar. Avisa al administrador.')).toBeInTheDocument();
    expect(screen.queryByText(/Error interno/)).not.toBeInTheDocument();
    expect(daemon.punchCount()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 300)); // many retry delays: waiting will not make room
    expect(daemon.checkIns).toHaveLength(1);
    expect(checkInButton()).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Reloj Checador Autorizado' })).toBeInTheDocument();
  });
});
