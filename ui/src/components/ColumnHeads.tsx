import type { ReactNode } from 'react';

/** A column's heading: its name, its class (its width, its alignment) and a note after the name in smaller type. */
export type ColumnHead = { label: string; className?: string; note?: ReactNode };

/** The heading cells of a table's columns (pre-nómina's figures, a day's punches, a tarjeta's days). */
export function ColumnHeads({ columns }: { columns: readonly ColumnHead[] }) {
  return columns.map(({ label, className, note }) => (
    <th key={label} scope="col" className={className}>
      {label}
      {note && <> {note}</>}
    </th>
  ));
}
