import type { ReactNode } from 'react';

type CardHeaderProps = {
  /** The title's id, for the card's aria-labelledby. */
  id?: string;
  title: ReactNode;
  /** How many rows the card lists, in a badge beside the title; null or false while it is not known. */
  count?: ReactNode;
  /** The header's own class beside 'card__header' (its layout on that screen). */
  className?: string;
  /** What follows the count: a state, a button. */
  children?: ReactNode;
};

/** The top of a card that holds a list: its title, how many there are, and what acts on the list. */
export function CardHeader({ id, title, count, className, children }: CardHeaderProps) {
  return (
    <div className={className ? `card__header ${className}` : 'card__header'}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {count !== undefined && count !== null && count !== false && <span className="count-badge">{count}</span>}
      {children}
    </div>
  );
}
