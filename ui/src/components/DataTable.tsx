import { useRef, type ReactNode } from 'react';
import { useNarrowerThan } from './useNarrowerThan';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Amounts and actions line up on the right. */
  align?: 'start' | 'end';
};

export type DataTableProps<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** Shown in place of the rows when there are none (loading, empty, load error). */
  placeholder: ReactNode;
  /** Many columns: tighter cells, headers that wrap (`data-table--compact`). */
  compact?: boolean;
  /** A class for a row (a voided punch is struck through). */
  rowClassName?: (row: T) => string | undefined;
  /**
   * When stacked (at 640 px of list or less, or `stackUpTo`) each row becomes a card of label–value lines
   * (`table-scroll--cards` in components.css): cells wrapped in `labelled()` show their column's name, the last cell
   * (the actions) goes across the bottom. For a list whose screen has no card layout of its own.
   */
  cards?: boolean;
  /**
   * At this width of the list or less, the table is `table-scroll--stacked` (components.css): no header row, each row
   * a block with the cells' borders and padding gone and their labels shown. The screen's stylesheet lays the block out
   * (`.its-list .table-scroll--stacked …`), so every list keeps its own width and layout without copying the rest.
   */
  stackUpTo?: number;
};

/** A phone's list: where a `cards` list without a width of its own becomes cards. */
const CARDS_UP_TO = 640;

/** The one row of a table with no rows: 'Cargando…', the list's empty sentence or the load error. */
export function PlaceholderRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td className="data-table__placeholder" colSpan={colSpan}>
        {children}
      </td>
    </tr>
  );
}

export function DataTable<T>({ caption, columns, rows, rowKey, placeholder, compact, rowClassName, cards, stackUpTo }: DataTableProps<T>) {
  const scroll = useRef<HTMLDivElement>(null);
  const stacked = useNarrowerThan(scroll, stackUpTo ?? (cards ? CARDS_UP_TO : undefined));
  const alignClass = (column: Column<T>) => (column.align === 'end' ? 'cell--end' : undefined);
  return (
    <div ref={scroll} className={['table-scroll', cards && 'table-scroll--cards', stacked && 'table-scroll--stacked'].filter(Boolean).join(' ')}>
      <table className={compact ? 'data-table data-table--compact' : 'data-table'}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={alignClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <PlaceholderRow colSpan={columns.length}>{placeholder}</PlaceholderRow>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className={rowClassName?.(row)}>
                {columns.map((column) => (
                  <td key={column.header} className={alignClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
