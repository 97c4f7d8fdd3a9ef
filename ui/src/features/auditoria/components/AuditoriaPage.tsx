import { auditText } from '@reloj/contract/auditoria';
import { errorMessage } from '../../../lib/errorMessage';
import { AUDIT_PAGE, useAudit, useAuditOptions, useAuditTotal } from '../api/listAuditoria';
import { useAuditoriaFilters } from '../hooks/useAuditoriaFilters';
import { AuditoriaEntryCard } from './AuditoriaEntryCard';
import { AuditoriaFilters } from './AuditoriaFilters';
import { AuditoriaPager } from './AuditoriaPager';
import { PageHeader } from '../../../components/PageHeader';
import '../auditoria.css';

/**
 * 'Auditoría': every change made from the panel (and by the box itself), newest first, filtered by date, user and kind,
 * 50 to a page; the filters and the page are in the address.
 */
export function AuditoriaPage() {
  const { filters, pagina, goTo, change, clear, active } = useAuditoriaFilters();
  const rangeError = filters.fechaDesde && filters.fechaHasta && filters.fechaDesde > filters.fechaHasta ? auditText.desdeAfterHasta : null;
  const audit = useAudit(filters, pagina, rangeError === null);
  const totalQuery = useAuditTotal(filters, rangeError === null);
  const total = rangeError ? undefined : totalQuery.data?.total;
  const options = useAuditOptions();
  const entries = rangeError ? [] : (audit.data ?? []);
  const go = (page: number) => {
    goTo(page);
    document.getElementById('audit-list-title')?.scrollIntoView?.({ block: 'start' });
  };

  let status: string | null = null;
  if (rangeError) status = 'Corrige las fechas para ver los cambios.';
  else if (audit.isError) status = errorMessage(audit.error, 'No se pudo cargar la auditoría.');
  else if (audit.isPending) status = 'Cargando…';
  else if (entries.length === 0 && pagina > 1 && (total ?? 0) > 0) status = `No hay cambios en la página ${pagina}: vuelve a la anterior.`;
  else if (entries.length === 0) status = active ? 'Ningún cambio coincide con los filtros.' : 'Todavía no hay cambios registrados.';

  return (
    <div className="page audit">
      <PageHeader
        title="Auditoría"
        description="Quién cambió qué y cuándo: cada alta, cambio y baja hecha desde este panel, con los datos de antes y de después."
      />
      <section className="card audit__filters-card" aria-label="Filtros">
        <AuditoriaFilters filters={filters} options={options.data} rangeError={rangeError} onChange={change} onClear={clear} />
      </section>
      <section className="card card--flush audit__list-card" aria-labelledby="audit-list-title">
        <header className="card__header">
          <h2 id="audit-list-title" className="card__title">
            Cambios registrados
          </h2>
          {total !== undefined && total > 0 && <span className="count-badge">{total.toLocaleString('es-MX')}</span>}
        </header>
        {status ? (
          <p className={`audit__status${audit.isError ? ' audit__status--error' : ''}`} role={audit.isError ? 'alert' : undefined}>
            {status}
          </p>
        ) : (
          <div className="audit__entries" aria-busy={audit.isFetching || undefined}>
            {entries.map((entry) => (
              <AuditoriaEntryCard key={entry.id} entry={entry} />
            ))}
          </div>
        )}
        {!rangeError && <AuditoriaPager pagina={pagina} total={total} porPagina={AUDIT_PAGE} onGo={go} />}
      </section>
    </div>
  );
}
