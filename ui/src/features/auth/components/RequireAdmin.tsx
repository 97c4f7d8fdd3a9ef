import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getAuthState, type AuthUser } from '../api/authState';
import { loginPathFor } from '../nextPath';
import { UNAUTHORIZED_EVENT } from '../../../lib/sessionEvents';

type Check = { status: 'checking' } | { status: 'signed-in'; user: AuthUser } | { status: 'signed-out' } | { status: 'error' };

/** The admin area for a signed-in administrator only; anyone else goes to the login page and comes back afterwards. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [check, setCheck] = useState<Check>({ status: 'checking' });
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    let current = true;
    getAuthState()
      .then((state) => current && setCheck(state.user ? { status: 'signed-in', user: state.user } : { status: 'signed-out' }))
      .catch(() => current && setCheck({ status: 'error' }));
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => {
    const onUnauthorized = () => navigate(loginPathFor(`${window.location.pathname}${window.location.search}`), { replace: true });
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate]);

  if (check.status === 'checking') return <p className="auth-status">Cargando…</p>;
  if (check.status === 'error')
    return <p className="auth-status auth-status--error">No se pudo conectar con el servidor. Revisa la conexión y recarga la página.</p>;
  if (check.status === 'signed-out') return <Navigate to={loginPathFor(here)} replace />;
  return <>{children}</>;
}
