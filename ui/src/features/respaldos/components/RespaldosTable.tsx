import type { Backup } from '@reloj/contract/respaldos';
import type { LoadStatus } from '../../../lib/loadStatus';
import type { Column } from '../../../components/DataTable';
import { ListTable } from '../../../components/ListTable';
import { labelled } from '../../../components/cellLabel';
import { respaldoDownloadPath } from '../api/downloadPath';
import { formatDateTime } from '../../../lib/dateTime';
import { formatBytes } from '../../../lib/bytes';
import { kindLabels } from '../messages';

type BackupsTableProps = {
  backups: readonly Backup[];
  status: LoadStatus;
  error?: string;
  onRetry: () => void;
  /** 'Restaurar': check this backup before restoring it. */
  onRestore: (nombre: string) => void;
  restoreDisabled: boolean;
};

export function RespaldosTable({ backups, onRestore, restoreDisabled, ...load }: BackupsTableProps) {
  const columns: Column<Backup>[] = [
    { header: 'Fecha', cell: (b) => <span className="backup-when">{formatDateTime(b.fecha)}</span> },
    { header: 'Tipo', cell: (b) => labelled('Tipo', kindLabels[b.tipo] ?? b.tipo) },
    { header: 'Archivo', cell: (b) => labelled('Archivo', <span className="backup-file">{b.nombre}</span>) },
    { header: 'Tamaño', align: 'end', cell: (b) => labelled('Tamaño', <span className="backup-size">{formatBytes(b.bytes)}</span>) },
    {
      header: 'Acciones',
      align: 'end',
      cell: (b) => (
        <span className="backup-actions">
          <a className="button button--small button--secondary" href={respaldoDownloadPath(b.nombre)} download={b.nombre}>
            Descargar
          </a>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => onRestore(b.nombre)}
            disabled={restoreDisabled}
            aria-label={`Restaurar ${b.nombre}`}
          >
            Restaurar
          </button>
        </span>
      ),
    },
  ];

  return (
    <ListTable
      caption="Respaldos"
      columns={columns}
      rows={backups}
      rowKey={(b) => b.nombre}
      cards
      {...load}
      empty="Aún no hay respaldos. El primero se hace solo un minuto después de encender el equipo, o ahora con el botón."
    />
  );
}
