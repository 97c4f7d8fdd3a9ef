import type { AuditEntry } from '@reloj/contract/audit';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/dateTime';
import { errorMessage } from '../../../lib/errorMessage';
import { actionLabel } from '../actionLabels';
import { useAudit } from '../api/listAudit';
import { ChangeSummary } from './ChangeSummary';
import '../audit.css';

const columns: Column<AuditEntry>[] = [
  { header: 'Fecha', cell: (e) => formatDateTime(e.fecha) },
  { header: 'Usuario', cell: (e) => e.usuario },
  { header: 'Acción', cell: (e) => actionLabel(e.accion) },
  { header: 'Antes', cell: (e) => <ChangeSummary value={e.antes} other={e.despues} /> },
  { header: 'Después', cell: (e) => <ChangeSummary value={e.despues} other={e.antes} /> },
];

/** 'Auditoría': every administrator's change, newest first. */
export function AuditPage() {
  const audit = useAudit();
  const placeholder = audit.isError
    ? errorMessage(audit.error, 'No se pudo cargar la auditoría.')
    : audit.isSuccess
      ? 'Todavía no hay cambios registrados.'
      : 'Cargando…';
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Auditoría</h1>
        <p className="page__description">Quién cambió qué y cuándo: cada alta, cambio y baja hecha desde este panel.</p>
      </header>
      <section className="card card--flush audit">
        <DataTable caption="Cambios registrados" columns={columns} rows={audit.data ?? []} rowKey={(e) => e.id} placeholder={placeholder} />
      </section>
    </div>
  );
}
