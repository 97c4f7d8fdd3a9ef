import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getAuthState, type AuthState } from '../api/authState';
import { nextPath } from '../nextPath';
import { LoginForm } from './LoginForm';
import { SetupForm } from './SetupForm';
import '../auth.css';

/** /login: 'Iniciar sesión', or the first-run setup when the box has no administrator yet. */
export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<AuthState | 'loading' | 'error'>('loading');
  const goOn = () => navigate(nextPath(location.search), { replace: true });

  useEffect(() => {
    getAuthState()
      .then((s) => (s.user ? navigate(nextPath(location.search), { replace: true }) : setState(s)))
      .catch(() => setState('error'));
  }, [location.search, navigate]);

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
