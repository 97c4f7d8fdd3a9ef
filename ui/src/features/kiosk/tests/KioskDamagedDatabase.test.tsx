/**
 * Issue 26: a daemon that found its database damaged at start serves only 503 `base_danada` (daemon/src/system/
 * damagedDatabaseApp.ts, the real app here); the kiosk shows 'La base de datos está dañada; llama al técnico.' large,
 * whatever screen it was on, instead of 'Sin conexión con el servidor' or a minute of 'Guardando tu checada…'.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger, damagedDatabaseApp, loadConfig } from '@reloj/daemon/testing';
import { KioskPage } from '../components/KioskPage';
import { recognised, startKioskDaemon, type KioskDaemon } from './kioskDaemon';
import { approvedKiosk, checkInButton, fast, heading, PHOTO, plugInCamera } from './kioskScreen';

const DAMAGED = 'La base de datos está dañada; llama al técnico.';

/** The daemon as main.ts starts it on a damaged file: the real fail-safe app on a port of its own. */
async function damagedDaemon(): Promise<{ url: string; close: () => Promise<void> }> {
  const problem = {
    motivo: 'danada' as const,
    dbFile: '/var/lib/reloj-checador/reloj.sqlite',
    finding: 'quick_check: Page 7: btreeInitPage() returns error code 11',
  };
  const app = damagedDatabaseApp(loadConfig({}), problem, { logger: createLogger('silent'), machineId: '0a1b2c3d' });
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Koa's callback answers its own errors (ctx.onerror): its promise never rejects
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
  Reflect.deleteProperty(window.navigator, 'mediaDevices');
  window.localStorage.clear();
});

/** Sends the page's same-origin /api calls to `url` from now on, through whatever fetch was in place; returns the paths sent. */
function routeApiTo(url: string): string[] {
  const previous = globalThis.fetch;
  const sent: string[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return previous(input, init);
    sent.push(input);
    return previous(url + input, init);
  };
  cleanups.push(() => {
    globalThis.fetch = previous;
  });
  return sent;
}

describe('a daemon whose database is damaged', () => {
  it('shows the sentence large, what was found and where the technician looks, instead of the connection error', async () => {
    const daemon = await damagedDaemon();
    cleanups.push(daemon.close);
    routeApiTo(daemon.url);
    plugInCamera();
    render(<KioskPage timing={fast} />);
    const title = await heading(DAMAGED);
    const card = title.closest('section')!;
    expect(card).toHaveAttribute('role', 'alert');
    expect(card).toHaveTextContent('El archivo de la base de datos no pasó la revisión al arrancar.');
    expect(card).toHaveTextContent('journalctl -u reloj-checador');
    expect(screen.queryByText('Sin conexión con el servidor')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checar Entrada / Salida' })).not.toBeInTheDocument();
  });

  it('turns an approved kiosk to it at the first press after the daemon restarted on a damaged file, without resending', async () => {
    const user = userEvent.setup();
    const healthy: KioskDaemon = await startKioskDaemon();
    cleanups.push(healthy.stop);
    const employeeId = await healthy.createEmployee('Juan Rulfo');
    healthy.setFaceEngine(async () => recognised(employeeId));
    await approvedKiosk(healthy, { capture: () => PHOTO, timing: { checkInRetryDelayMs: 20, checkInRetryMaxDelayMs: 20 } });

    const damaged = await damagedDaemon();
    cleanups.push(damaged.close);
    const sent = routeApiTo(damaged.url);
    await user.click(checkInButton());
    await heading(DAMAGED);
    expect(screen.queryByText('Guardando tu checada… no te retires.')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Checar Entrada/ })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 300)); // many retry delays
    expect(sent.filter((path) => path === '/api/attendance/check-in')).toHaveLength(1); // the press, never resent
  });
});
