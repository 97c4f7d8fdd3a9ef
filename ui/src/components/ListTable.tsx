import type { ReactNode } from 'react';
import type { LoadStatus } from '../lib/loadStatus';
import { DataTable, type DataTableProps } from './DataTable';
import { LoadError } from './LoadError';

type ListTableProps<T> = Omit<DataTableProps<T>, 'placeholder'> & {
  status: LoadStatus;
  /** Why the list could not be read (the server's sentence). */
  error?: string;
  onRetry: () => void;
  /** Shown when the list has been read and is empty. */
  empty: ReactNode;
  /** Shown until the first answer. */
  loading?: string;
};

/**
 * A list read from the server in a DataTable: 'Cargando…' until the first answer, the reason and 'Reintentar'
 * when it could not be read (above the rows it already had, when a reload fails), `empty` when there is nothing.
 */
export function ListTable<T>({ status, error, onRetry, empty, loading = 'Cargando…', ...table }: ListTableProps<T>) {
  const loadError = <LoadError error={error} onRetry={onRetry} />;
  return (
    <>
      {status === 'error' && table.rows.length > 0 && <p className="table-notice">{loadError}</p>}
      <DataTable {...table} placeholder={status === 'loading' ? loading : status === 'error' ? loadError : empty} />
    </>
  );
}
