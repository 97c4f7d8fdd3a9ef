import type { ReactNode } from 'react';

export type PrintRow = { key: string | number; cells: ReactNode[] };

type PrintTableProps = {
  caption: string;
  headers: readonly string[];
  rows: readonly PrintRow[];
  /** Said instead of an empty table. */
  empty: string;
};

/** A plain table for paper: its header repeats on each printed page and no row is split between two. */
export function PrintTable({ caption, headers, rows, empty }: PrintTableProps) {
  if (rows.length === 0) return <p className="arco-empty">{empty}</p>;
  return (
    <div className="arco-table-scroll">
      <table className="arco-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                <td key={headers[i] ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
