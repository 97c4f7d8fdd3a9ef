/** The public notice (/privacidad) for a visitor without a session, against the real daemon. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Privacidad } from '@reloj/contract/privacidad';
import { renderRoute } from '../../../test/renderRoute';
import { DATOS, fechaDe } from './aviso';
import { useFreshDaemon } from './freshDaemon';

const daemon = useFreshDaemon({ signedIn: false });

describe('/privacidad (public)', () => {
  it('without a session and before any notice: says the company has not published one, with no login and no admin menu', async () => {
    expect((await fetch('/api/privacidad')).status).toBe(401); // the visitor really has no session
    const { router } = renderRoute('/privacidad');
    expect(await screen.findByText('Esta empresa todavía no ha publicado su aviso de privacidad.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacidad');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('without a session: the notice in force, its version and date, and each heading in bold', async () => {
    await daemon.request('PUT', '/api/privacidad', DATOS);
    const { aviso } = await daemon.request<Privacidad>('PUT', '/api/privacidad', { ...DATOS, diasFotos: 45 });
    renderRoute('/privacidad');

    expect(await screen.findByText(`Versión 2, publicada el ${fechaDe(aviso!.publicadoEn)}`)).toBeInTheDocument();
    const page = screen.getByRole('article', { name: 'Aviso de privacidad' });
    expect(within(page).getByText('AVISO DE PRIVACIDAD INTEGRAL')).toBeInTheDocument();
    for (const heading of ['Responsable.', 'Datos que tratamos.', 'Datos sensibles.', 'Cuánto tiempo se guardan.', 'Cambios a este aviso.']) {
      expect(within(page).getByText(heading).tagName).toBe('STRONG');
    }
    expect(within(page).getByText('Responsable.').parentElement).toHaveTextContent(
      'Responsable. Abarrotes La Güera, S.A. de C.V., con domicilio en Av. Juárez 120, Col. Centro, Morelia, Michoacán, C.P. 58000, es responsable',
    );
    expect(page).toHaveTextContent('Las fotos de las checadas se borran a los 45 días');
    expect(page).toHaveTextContent('con una solicitud a privacidad@laguera.mx.');
    expect(screen.queryByText('Esta empresa todavía no ha publicado su aviso de privacidad.')).not.toBeInTheDocument();
  });
});
