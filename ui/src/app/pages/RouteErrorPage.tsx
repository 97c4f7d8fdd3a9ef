import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return error.status === 404 ? 'La página que buscas no existe.' : `${error.status} ${error.statusText}`;
  }
  return 'Ocurrió un error inesperado al mostrar esta pantalla.';
}

/** Routing errors: the heading is React Router's default text, which the spec requires. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <main className="error-page">
      <h2 className="error-page__title">Unexpected Application Error!</h2>
      <p className="error-page__text">{describe(error)}</p>
      <Link className="button button--primary" to="/">
        Ir a la página principal
      </Link>
    </main>
  );
}
