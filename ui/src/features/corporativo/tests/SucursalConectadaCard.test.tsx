/**
 * 'Sucursal conectada' on the home page against the real daemon (issue 17): absent on a box without headquarters;
 * on a configured box whose link is not up, 'Sin conexión con el corporativo' with the events waiting.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@reloj/daemon/testing';
import { renderAdminRoute } from '../../../test/renderRoute';

let server: TestServer | undefined;
const originalFetch = globalThis.fetch;
afterEach(async () => {
  globalThis.fetch = originalFetch;
  await server?.close();
  server = undefined;
});

/** The daemon with these settings, the UI's same-origin calls sent to it as the signed-in administrator. */
async function daemonWith(env: Record<string, string> = {}) {
  const s = await startTestServer({ env });
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (typeof input !== 'string' || !input.startsWith('/')) return originalFetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set('Cookie', s.cookie);
    return originalFetch(s.url + input, { ...init, headers });
  };
  server = s;
  return s;
}

describe('Sucursal conectada', () => {
  it('is not shown on a box without headquarters', async () => {
    await daemonWith();
    await renderAdminRoute('/admin');
    await screen.findByRole('heading', { level: 2, name: 'Kioscos por aprobar' });
    expect(screen.queryByRole('heading', { name: 'Sucursal conectada' })).not.toBeInTheDocument();
  });

  it('shows a configured box without its link, and the events waiting to be sent', async () => {
    const s = await daemonWith({
      RELOJ_HQ_NATS_URL: 'tls://hq.example.mx:7422',
      RELOJ_HQ_CAJA: 'monterrey-centro',
      RELOJ_HQ_USUARIO: 'caja-monterrey-centro',
      RELOJ_HQ_PASSWORD: 'una-contrasena-larga-de-prueba',
    });
    await s.request('POST', '/api/sucursales', { nombre: 'Centro' });
    await renderAdminRoute('/admin');
    const card = (await screen.findByRole('heading', { level: 2, name: 'Sucursal conectada' })).closest('section') as HTMLElement;
    expect(within(card).getByText('Sin conexión con el corporativo')).toBeInTheDocument();
    expect(within(card).getByText('monterrey-centro')).toBeInTheDocument();
    // The id headquarters knows the box by, named as such (not 'caja', a cash register to a shop owner).
    expect(within(card).getByText('Sin conexión con el corporativo').parentElement?.textContent).toBe(
      'Sin conexión con el corporativo · clave en el corporativo monterrey-centro',
    );
    const rows = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['Eventos pendientes1', 'Último acuseAún ninguno']);
  });
});
