const count = (n: number) => n.toLocaleString('es-MX');

type AuditoriaPagerProps = {
  pagina: number;
  /** Entries of every page; undefined while unknown. */
  total: number | undefined;
  porPagina: number;
  onGo: (pagina: number) => void;
};

/** 'Anterior' · 'Página 2 de 5 · 51–100 de 230' · 'Siguiente' under the list (issue 30 item 10). */
export function AuditoriaPager({ pagina, total, porPagina, onGo }: AuditoriaPagerProps) {
  if (total === undefined || (total <= porPagina && pagina === 1)) return null;
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  const first = (pagina - 1) * porPagina + 1;
  const last = Math.min(total, pagina * porPagina);
  return (
    <nav className="spread-row audit-pager" aria-label="Páginas de la auditoría">
      <button type="button" className="button button--secondary" disabled={pagina <= 1} onClick={() => onGo(Math.min(pagina - 1, paginas))}>
        Anterior
      </button>
      <p className="audit-pager__where" aria-live="polite">
        <strong>
          Página {count(pagina)} de {count(paginas)}
        </strong>
        {first <= last && (
          <span>
            {count(first)}–{count(last)} de {count(total)}
          </span>
        )}
      </p>
      <button type="button" className="button button--secondary" disabled={pagina >= paginas} onClick={() => onGo(pagina + 1)}>
        Siguiente
      </button>
    </nav>
  );
}
