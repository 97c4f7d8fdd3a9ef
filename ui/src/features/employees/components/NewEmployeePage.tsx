/** Placeholder until the employee registration issue. */
export function NewEmployeePage() {
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Nuevo Empleado</h1>
        <p className="page__description">El registro de empleados estará disponible próximamente.</p>
      </header>
    </div>
  );
}
