import { useEffect, useState } from 'react';
import { DataTable, type Column } from '../../../components/DataTable';
import { ApiError } from '../../../lib/api';
import { actionLabel } from '../actionLabels';
import { listAudit, type AuditEntry } from '../api/listAudit';
import { ChangeSummary } from './ChangeSummary';
import '../audit.css';

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

const columns: Column<AuditEntry>[] = [
  { header: 'Fecha', cell: (e) => dateTime.format(new Date(e.fecha)) },
  { header: 'Usuario', cell: (e) => e.usuario },
  { header: 'Acción', cell: (e) => actionLabel(e.accion) },
  { header: 'Antes', cell: (e) => <ChangeSummary value={e.antes} other={e.despues} /> },
  { header: 'Después', cell: (e) => <ChangeSummary value={e.despues} other={e.antes} /> },
];

/** 'Auditoría': every administrator's change, newest first. */
export function AuditPage() {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | string>('loading');

  useEffect(() => {
    listAudit()
      .then((rows) => {
        setEntries(rows);
        setState('ready');
      })
      .catch((error: unknown) => setState(error instanceof ApiError ? error.message : 'No se pudo cargar la auditoría.'));
  }, []);

  const placeholder = state === 'loading' ? 'Cargando…' : state === 'ready' ? 'Todavía no hay cambios registrados.' : state;
  return (
    <div className="page">
      <header className="page__header">
        <h1 className="page__title">Auditoría</h1>
        <p className="page__description">Quién cambió qué y cuándo: cada alta, cambio y baja hecha desde este panel.</p>
      </header>
      <section className="card card--flush audit">
        <DataTable caption="Cambios registrados" columns={columns} rows={entries} rowKey={(e) => e.id} placeholder={placeholder} />
      </section>
    </div>
  );
}
