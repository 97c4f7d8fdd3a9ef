import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Props = {
  /** Where 'Volver' goes. */
  back: string;
  backLabel: string;
  printLabel: string;
  /** 'Imprimir' stays off until there is something to print. */
  canPrint: boolean;
  /** The page's heading before the buttons, if it has one. */
  heading?: ReactNode;
  /** A class for a box around the two buttons, when the page lays them out apart from its heading. */
  actionsClassName?: string;
  /** Other pages about the same thing, after 'Volver' (an employee de baja's 'Ver finiquito'). */
  links?: ReactNode;
};

/** A printable page's toolbar (not printed): back to the screen it came from, and print. */
export function PrintToolbar({ back, backLabel, printLabel, canPrint, heading, actionsClassName, links }: Props) {
  const buttons = (
    <>
      <Link className="button button--secondary button--wraps" to={back}>
        {backLabel}
      </Link>
      {links}
      <button type="button" className="button button--primary" disabled={!canPrint} onClick={() => window.print()}>
        {printLabel}
      </button>
    </>
  );
  return (
    <div className="sheet-page__toolbar">
      {heading}
      {actionsClassName ? <div className={actionsClassName}>{buttons}</div> : buttons}
    </div>
  );
}
