import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import './errorPage.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? 'La página que buscas no existe.' : `${error.status} ${error.statusText}`;
  }
  return 'Ocurrió un error inesperado al mostrar esta pantalla.';
}

/**
 * Routing errors: the heading is React Router's default text, which the product's requirements fix word for word; under it, what
 * happened and what to do in Spanish, and the way back to the panel (or to the home page).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <main className="error-page">
      <h2 className="error-page__title" lang="en">
        Unexpected Application Error!
      </h2>
      <p className="error-page__text">{describe(error)}</p>
      <p className="error-page__hint">Revisa la dirección o vuelve al panel para seguir trabajando.</p>
      <div className="error-page__actions">
        <Link className="button button--primary" to="/admin">
          Volver al panel
        </Link>
        <Link className="button button--secondary" to="/">
          Ir a la página principal
        </Link>
      </div>
    </main>
  );
}
