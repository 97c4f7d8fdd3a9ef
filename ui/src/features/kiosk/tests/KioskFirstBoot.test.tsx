/**
 * Issue 18 item 2: a box fresh from the card, no administrator yet. Its own screen (the kiosk on loopback) says
 * where to open the panel from a laptop and shows the one-time setup code; once the first administrator exists
 * it turns to the normal kiosk flow by itself.
 */
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KioskPage } from '../components/KioskPage';
import { startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { fast, shownCode } from './kioskScreen';

let daemon: KioskDaemon;
beforeAll(async () => {
  daemon = await startKioskDaemon({}, { withoutAdmin: true });
});
afterAll(async () => {
  await daemon.stop();
});

describe('the first boot on the box itself', () => {
  it('shows the setup code and where to open the panel, then the pending kiosk once an administrator is created', async () => {
    render(<KioskPage timing={fast} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Configura este reloj checador' })).toBeInTheDocument();
    expect(screen.getByText('Desde una computadora conectada a la misma red, abre en el navegador:')).toBeInTheDocument();
    expect(screen.getByLabelText('Código de configuración')).toHaveTextContent(daemon.server.services.setupGate.code);
    const addresses = screen.getByRole('list', { name: 'Direcciones del panel' });
    expect(addresses.textContent).toMatch(/\.local:\d+\/admin/);

    const setup = await fetch('/api/auth/setup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ usuario: 'admin', password: 'contraseña-de-la-sucursal' }),
    });
    expect(setup.status).toBe(201);
    expect(await shownCode()).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(screen.queryByText('Configura este reloj checador')).not.toBeInTheDocument();
  });
});
