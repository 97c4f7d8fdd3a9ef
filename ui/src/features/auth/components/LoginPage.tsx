import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuthState } from '../../../api/authState';
import { nextPath } from '../nextPath';
import { LoginForm } from './LoginForm';
import { SetupForm } from './SetupForm';
import '../auth.css';

/** /login: 'Iniciar sesión', or the first-run setup when the box has no administrator yet. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuthState();
  const signedIn = auth.checked && Boolean(auth.data?.user);
  // Already signed in: straight on (showing 'Cargando…' meanwhile).
  const state = !auth.checked || signedIn ? 'loading' : auth.isError || !auth.data ? 'error' : auth.data;
  const goOn = () => void navigate(nextPath(location.search), { replace: true });

  useEffect(() => {
    if (signedIn) void navigate(nextPath(location.search), { replace: true });
  }, [signedIn, location.search, navigate]);

  const setup = typeof state === 'object' && state.setupRequired;
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <p className="auth-card__brand">Reloj Checador</p>
        <h1 id="auth-title" className="auth-card__title">
          {setup ? 'Configuración inicial' : 'Iniciar sesión'}
        </h1>
        {state === 'loading' && <p className="auth-card__text">Cargando…</p>}
        {state === 'error' && (
          <p className="auth-card__error" role="alert">
            No se pudo conectar con el servidor. Revisa la conexión y recarga la página.
          </p>
        )}
        {typeof state === 'object' && (setup ? <SetupForm needsCode={state.setupNeedsCode} onCreated={goOn} /> : <LoginForm onSignedIn={goOn} />)}
      </section>
    </main>
  );
}
