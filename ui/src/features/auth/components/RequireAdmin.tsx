import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useAuthState } from '../../../api/authState';
import { loginPathFor } from '../nextPath';
import { UNAUTHORIZED_EVENT } from '../../../lib/sessionEvents';

/** The admin area for a signed-in administrator only; anyone else goes to the login page and comes back afterwards. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthState();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    const onUnauthorized = () => void navigate(loginPathFor(`${window.location.pathname}${window.location.search}`), { replace: true });
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate]);

  if (!auth.checked) return <p className="auth-status">Cargando…</p>;
  if (auth.isError || !auth.data)
    return <p className="auth-status auth-status--error">No se pudo conectar con el servidor. Revisa la conexión y recarga la página.</p>;
  if (!auth.data.user) return <Navigate to={loginPathFor(here)} replace />;
  return <>{children}</>;
}
