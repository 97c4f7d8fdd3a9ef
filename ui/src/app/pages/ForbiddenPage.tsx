import { Link } from 'react-router-dom';
import './forbiddenPage.css';

/** An admin screen the signed-in account's role may not use. */
export function ForbiddenPage() {
  return (
    <div className="page forbidden">
      <section className="card forbidden__card" aria-labelledby="forbidden-title">
        <h1 id="forbidden-title" className="page__title">
          Sección no disponible
        </h1>
        <p className="forbidden__text">Tu cuenta no tiene permiso para ver esta sección.</p>
        <p className="forbidden__hint">Elige otra opción del menú o pide ayuda a un administrador si necesitas usarla.</p>
        <Link to="/admin" className="button button--secondary forbidden__back">
          Volver al inicio del panel
        </Link>
      </section>
    </div>
  );
}
