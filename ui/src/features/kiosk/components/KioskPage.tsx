/** Placeholder until the kiosk issue: the time clock with face recognition. */
export function KioskPage() {
  return (
    <main className="kiosk">
      <h1 className="kiosk__title">Reloj Checador</h1>
      <p className="kiosk__text">El reloj checador estará disponible próximamente.</p>
    </main>
  );
}
