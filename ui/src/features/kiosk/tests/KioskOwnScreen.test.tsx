/**
 * Issue 18 item 2: the kiosk on the box's own screen, opened by deploy/kiosk-chromium.sh with its secret in the
 * address, approves itself once the first administrator exists (RELOJ_KIOSK_LOCAL_APPROVAL=auto, as the SD-card
 * image and `make install` set it). A kiosk opened any other way still waits for an administrator.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KioskPage } from '../components/KioskPage';
import { isOwnScreen, OWN_SCREEN_KEY } from '../lib/fingerprint';
import { startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { fast, heading, plugInCamera, shownCode } from './kioskScreen';

let daemon: KioskDaemon;
beforeAll(async () => {
  daemon = await startKioskDaemon({ RELOJ_KIOSK_LOCAL_APPROVAL: 'auto' }, { withoutAdmin: true });
});
afterAll(async () => {
  await daemon.stop();
});
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
});

const devices = () => daemon.server.db.prepare('SELECT status, nombre, decided_by FROM dispositivos ORDER BY id').all();

describe("the box's own screen", () => {
  it('shows the setup code first, then goes straight to the camera once the first administrator exists', async () => {
    window.history.replaceState(null, '', `/kiosk#dispositivo=${'e5'.repeat(32)}`);
    plugInCamera();
    render(<KioskPage timing={fast} />);
    await heading('Configura este reloj checador');

    const setup = await fetch('/api/auth/setup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'admin', password: 'contraseña-de-la-sucursal' }),
    });
    expect(setup.status).toBe(201);
    await heading('Reloj Checador Autorizado');
    expect(screen.getByText('Pantalla de este equipo')).toBeInTheDocument();
    expect(screen.queryByText('Dispositivo Pendiente de Aprobación')).not.toBeInTheDocument();
    expect(isOwnScreen()).toBe(true);
    expect(devices()).toEqual([{ status: 'approved', nombre: 'Pantalla de este equipo', decided_by: 'Sistema (automático)' }]);
  });

  it('a kiosk opened without the launcher (a tablet, a browser by hand) waits for an administrator as before', async () => {
    expect(window.localStorage.getItem(OWN_SCREEN_KEY)).toBeNull();
    render(<KioskPage timing={fast} />);
    expect(await shownCode()).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(isOwnScreen()).toBe(false);
    expect(devices()).toEqual([
      { status: 'approved', nombre: 'Pantalla de este equipo', decided_by: 'Sistema (automático)' },
      { status: 'pending', nombre: null, decided_by: null },
    ]);
  });
});
