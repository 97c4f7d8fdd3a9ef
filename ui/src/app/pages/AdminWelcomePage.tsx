export function AdminWelcomePage() {
  return (
    <div className="page welcome">
      <h1 className="page__title">Bienvenido al panel de administración</h1>
      <p className="page__description">Selecciona una opción del menú lateral.</p>
    </div>
  );
}
