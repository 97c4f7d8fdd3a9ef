import type { ReactNode } from 'react';

/** The column's name, shown beside the value only when a table is laid out as cards (narrow screens). */
export const labelled = (label: string, value: ReactNode) => (
  <>
    <span className="cell-label" aria-hidden="true">
      {label}
    </span>
    {value}
  </>
);
