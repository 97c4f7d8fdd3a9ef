import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { moreThan } from './homeText';

export type CardLink = { to: string; label: string };

type AttentionCardProps = {
  title: string;
  /** How many things need attention; 0 shows the card calm. */
  count: number;
  /** One sentence: what the number means, or that all is well. */
  summary: ReactNode;
  /** The screens that fix it (only those the account may open). */
  links: readonly CardLink[];
  children?: ReactNode;
  /** Something is wrong that no screen fixes (the record altered): red, and across the whole grid. */
  alarm?: boolean;
};

/** One thing of the home page that may need attention: a number, a sentence, the first rows and where to fix them. */
export function AttentionCard({ title, count, summary, links, children, alarm = false }: AttentionCardProps) {
  const id = useId();
  const tone = alarm ? 'alarm' : count > 0 ? 'warn' : 'ok';
  return (
    <section className={`card attention attention--${tone}`} aria-labelledby={id}>
      <header className="spread-row attention__header">
        <h2 id={id} className="attention__title">
          {title}
        </h2>
        <span className="attention__count" aria-hidden="true">
          {count > 0 ? count.toLocaleString('es-MX') : '✓'}
        </span>
      </header>
      <p className="attention__summary">{summary}</p>
      {count > 0 && children}
      <CardLinks links={links} />
    </section>
  );
}

/** The buttons to the screens that fix what a card shows (none: nothing). */
export function CardLinks({ links }: { links: readonly CardLink[] }) {
  if (links.length === 0) return null;
  return (
    <div className="attention__links">
      {links.map((link) => (
        <Link key={link.to} className="button button--small button--secondary" to={link.to}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}

/** One row of a card's list: who, and what about them. */
export type AttentionItem = { key: string | number; name: ReactNode; detail: ReactNode };

/** The first rows of a card's list, and 'y N más' when the list is longer. */
export function AttentionList({ items, total, label }: { items: readonly AttentionItem[]; total: number; label: string }) {
  const more = moreThan(total, items.length);
  return (
    <>
      <ul className="attention__list" aria-label={label}>
        {items.map((item) => (
          <li key={item.key} className="attention__item">
            <span className="attention__name">{item.name}</span>
            <span className="attention__detail">{item.detail}</span>
          </li>
        ))}
      </ul>
      {more && <p className="attention__more">{more}</p>}
    </>
  );
}
