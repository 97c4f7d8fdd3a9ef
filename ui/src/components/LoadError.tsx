/** A list that could not be loaded: the reason and a 'Reintentar' button (table placeholder or notice). */
export function LoadError({ error, onRetry }: { error?: string; onRetry: () => void }) {
  return (
    <span className="load-error">
      No se pudo cargar la lista. {error ?? 'Revisa la conexión con el servidor.'}
      <button type="button" className="button button--small button--secondary" onClick={onRetry}>
        Reintentar
      </button>
    </span>
  );
}
