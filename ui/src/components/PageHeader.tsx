import type { ReactNode } from 'react';

type PageHeaderProps = {
  title: ReactNode;
  /** The sentence under the title: what the screen is for. */
  description: ReactNode;
  /** More lines under it (a read-only account's notice). */
  children?: ReactNode;
  /** What acts on the whole screen, beside the title on a wide one ('Nuevo empleado', the period, 'Imprimir'). */
  action?: ReactNode;
};

/** The top of a screen of the panel: its title and what it is for, and what acts on the whole screen. */
export function PageHeader({ title, description, children, action }: PageHeaderProps) {
  const text = (
    <>
      <h1 className="page__title">{title}</h1>
      <p className="page__description">{description}</p>
      {children}
    </>
  );
  if (!action) return <header className="page__header">{text}</header>;
  return (
    <header className="page__header page__header--with-action">
      <div>{text}</div>
      {action}
    </header>
  );
}
