import { Link } from 'react-router-dom';

export function HomePage() {
  return (
    <main className="home">
      <div className="home__inner">
        <p className="home__brand">Reloj Checador</p>
        <h1 className="home__title">Página Principal</h1>
        <nav className="home__links" aria-label="Secciones">
          <Link className="home-link" to="/kiosk">
            <span className="home-link__title">Reloj checador</span>
            <span className="home-link__text">Registro de entrada y salida con reconocimiento facial.</span>
          </Link>
          <Link className="home-link" to="/admin">
            <span className="home-link__title">Panel de administración</span>
            <span className="home-link__text">Empleados, puestos y salarios, sucursales y bonos.</span>
          </Link>
        </nav>
      </div>
    </main>
  );
}
