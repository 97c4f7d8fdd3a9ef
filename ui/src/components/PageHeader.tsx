import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  /** The sentence under the title: what the screen is for. */
  description: ReactNode;
  /** More lines under it (a read-only account's notice). */
  children?: ReactNode;
};

/** The top of a screen of the panel: its title and what it is for. */
export function PageHeader({ title, description, children }: PageHeaderProps) {
  return (
    <header className="page__header">
      <h1 className="page__title">{title}</h1>
      <p className="page__description">{description}</p>
      {children}
    </header>
  );
}
