/**
 * Issue 45 (low): what a role cannot use is not offered. A gerente and a consulta download the period's files from
 * 'Pre-nómina' without 'Configurar exportación' (its screen is an administrador's: 'Sección no disponible'); a gerente
 * is not sent to 'Privacidad', 'Sucursales' or 'Puestos' either. Against the real daemon with issue 12's acceptance week.
 */
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealDaemon, type RealDaemon } from '../../../test/realDaemon';
import { renderAdminRoute } from '../../../test/renderRoute';
import { seedAcceptanceWeek, WEEK } from '../../../test/acceptanceWeek';

const PASSWORD = 'una-contraseña-larga';
const PRENOMINA = `/admin/prenomina?desde=${WEEK.desde}&hasta=${WEEK.hasta}`;
let daemon: RealDaemon;

beforeAll(async () => {
  daemon = await startRealDaemon();
  const { sucursalId } = await seedAcceptanceWeek(daemon);
  await daemon.request('POST', '/api/usuarios', { usuario: 'gerente.centro', password: PASSWORD, rol: 'gerente', sucursalIds: [sucursalId] });
  await daemon.request('POST', '/api/usuarios', { usuario: 'solo.consulta', password: PASSWORD, rol: 'consulta', sucursalIds: [] });
});
afterAll(async () => {
  await daemon.stop();
});

async function signInAs(usuario: string) {
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ usuario, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
}

describe("'Pre-nómina' downloads by role", () => {
  it("an administrador sees 'Configurar exportación'", async () => {
    const { unmount } = await renderAdminRoute(PRENOMINA);
    await screen.findByRole('link', { name: 'Descargar incidencias' });
    expect(screen.getByRole('link', { name: 'Configurar exportación' })).toHaveAttribute('href', '/admin/exportacion');
    unmount();
  });

  it.each(['gerente.centro', 'solo.consulta'])("%s downloads the files without 'Configurar exportación'", async (usuario) => {
    await signInAs(usuario);
    const { unmount } = await renderAdminRoute(PRENOMINA);
    await screen.findByRole('link', { name: 'Descargar incidencias' });
    expect(screen.getByRole('link', { name: 'Descargar Excel' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Configurar exportación' })).not.toBeInTheDocument();
    expect(screen.queryByText('Configurar exportación')).not.toBeInTheDocument();
    // The screen it led to refuses them: the link was a dead end.
    const refused = await fetch('/api/exportacion/perfiles', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(403);
    unmount();
  });
});

describe("'Nuevo Empleado' for a gerente", () => {
  it("says who publishes the privacy notice, without a link to 'Privacidad'", async () => {
    await signInAs('gerente.centro');
    await renderAdminRoute('/admin/nuevo-registro');
    const notice = await screen.findByText('Antes de registrar rostros, un administrador debe publicar el aviso de privacidad en el panel.');
    expect(within(notice.closest('p')!).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ir a Privacidad' })).not.toBeInTheDocument();
  });
});
