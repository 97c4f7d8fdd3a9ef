import type { ButtonHTMLAttributes } from 'react';

type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-label'> & {
  /** What it does, for a screen reader and, unless `title` says it shorter, on hover ('Año anterior'). */
  label: string;
  /** The sign on it: ‹ › ↑ ↓ ×. */
  symbol: string;
  /** Red, for a button that takes something away. */
  danger?: boolean;
};

/** A small button that shows only a sign: stepping a period, moving or removing a row of a list. */
export function IconButton({ label, symbol, danger, title, className, ...rest }: IconButtonProps) {
  const classes = ['button button--small', danger ? 'button--danger' : 'button--secondary', className].filter(Boolean).join(' ');
  return (
    <button {...rest} type="button" className={classes} aria-label={label} title={title ?? label}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
}
