import type { ReactNode } from 'react';

type Props = {
  className: string;
  /** Label and value, in the order printed. */
  datos: readonly (readonly [string, string])[];
  /** Items after them that the sheet lays out apart. */
  children?: ReactNode;
};

/** A printed sheet's data about the employee: each label over its value. */
export function SheetData({ className, datos, children }: Props) {
  return (
    <dl className={className}>
      {datos.map(([label, value]) => (
        <div key={label}>
          <dt className="sheet__label">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
