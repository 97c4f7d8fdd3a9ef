import { DataTable, type Column } from '../../../components/DataTable';
import { backupDownloadPath } from '../api/downloadPath';
import { formatDateTime } from '../../../lib/dateTime';
import { formatBytes } from '../format';
import { kindLabels } from '../messages';
import type { Backup } from '../types';
import { LoadError } from '../../../components/LoadError';

type BackupsTableProps = {
  backups: readonly Backup[];
  status: 'loading' | 'ready' | 'error';
  error?: string;
  onRetry: () => void;
};

export function BackupsTable({ backups, status, error, onRetry }: BackupsTableProps) {
  const columns: Column<Backup>[] = [
    { header: 'Fecha', cell: (b) => <span className="backup-when">{formatDateTime(b.fecha)}</span> },
    { header: 'Tipo', cell: (b) => kindLabels[b.tipo] ?? b.tipo },
    { header: 'Archivo', cell: (b) => <span className="backup-file">{b.nombre}</span> },
    { header: 'Tamaño', align: 'end', cell: (b) => <span className="backup-size">{formatBytes(b.bytes)}</span> },
    {
      header: 'Acciones',
      align: 'end',
      cell: (b) => (
        <a className="button button--small button--secondary" href={backupDownloadPath(b.nombre)} download={b.nombre}>
          Descargar
        </a>
      ),
    },
  ];

  const loadError = <LoadError error={error} onRetry={onRetry} />;
  const empty = 'Aún no hay respaldos. El primero se hace solo un minuto después de encender el equipo, o ahora con el botón.';

  return (
    <>
      {status === 'error' && backups.length > 0 && <p className="table-notice">{loadError}</p>}
      <DataTable
        caption="Respaldos"
        columns={columns}
        rows={backups}
        rowKey={(b) => b.nombre}
        placeholder={status === 'loading' ? 'Cargando…' : status === 'error' ? loadError : empty}
      />
    </>
  );
}
