import type { AuditEntry } from '@reloj/contract/auditoria';
import { useId } from 'react';
import { formatDay, formatTime } from '../../../lib/dateTime';
import { actionLabel } from '../actionLabels';
import { changeRows, subjectOf } from '../changeRows';
import { origenTexto } from '../origen';
import { ChangeTable } from './ChangeTable';

/** One change: what was done to what, when (local, 24 hours), by whom and from where; then its fields. */
export function AuditoriaEntryCard({ entry }: { entry: AuditEntry }) {
  const id = useId();
  const subject = subjectOf(entry);
  return (
    <article className="audit-entry" aria-labelledby={id}>
      <header className="spread-row audit-entry__header">
        <h3 id={id} className="audit-entry__title">
          {actionLabel(entry.accion)}
          {subject && (
            <>
              {' · '}
              <span className="audit-entry__subject">{subject}</span>
            </>
          )}
        </h3>
        <p className="audit-entry__meta">
          <time dateTime={entry.fecha}>
            {formatDay(entry.fecha)}, {formatTime(entry.fecha)}
          </time>
          <span>
            por <strong>{entry.usuario}</strong>
          </span>
          {entry.ip && <span className="audit-entry__ip">{origenTexto(entry.ip)}</span>}
        </p>
      </header>
      <ChangeTable change={changeRows(entry)} />
    </article>
  );
}
