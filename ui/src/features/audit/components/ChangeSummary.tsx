/** A row's fields as "campo: valor" lines; only the fields that changed when both sides are known. */
export function ChangeSummary({ value, other }: { value: unknown; other?: unknown }) {
  if (value === null || value === undefined) return <span className="audit__none">—</span>;
  if (typeof value !== 'object') return <span>{String(value)}</span>;
  const entries = Object.entries(value as Record<string, unknown>).filter(([key, v]) => {
    if (key === 'id' || !other || typeof other !== 'object') return key !== 'id';
    return JSON.stringify((other as Record<string, unknown>)[key]) !== JSON.stringify(v);
  });
  if (entries.length === 0) return <span className="audit__none">sin cambios</span>;
  return (
    <dl className="audit__fields">
      {entries.map(([key, v]) => (
        <div key={key} className="audit__field">
          <dt>{key}:</dt>
          <dd>{typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}
