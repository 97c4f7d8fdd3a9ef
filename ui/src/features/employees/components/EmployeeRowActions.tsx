import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { nipText } from '../nipMessages';
import { bajaText } from '../prestacionesMessages';
import type { Employee } from '../types';
import { ActionIcon, type ActionIconName } from './ActionIcon';

export type EmployeeRowActionsProps = {
  employee: Employee;
  onEdit: (employee: Employee) => void;
  onAddFace: (employee: Employee) => void;
  /** 'Privacidad y datos': the consents and the employee's rights over their data (bajas too). */
  onPrivacy: (employee: Employee) => void;
  /** 'Asignar NIP' / 'Cambiar NIP' (issue 30): the kiosk's keypad for a person the camera does not recognise. */
  onNip: (employee: Employee) => void;
  /** 'Expediente': the employee's attendance record as a ZIP, for an inspection or a labour claim. */
  onExpediente: (employee: Employee) => void;
  /** 'Dar de baja': opens the dialog that asks the date and the reason (issue 31). */
  onDeactivate: (employee: Employee) => void;
  onReactivate: (employee: Employee) => void;
};

/**
 * Places the open menu under its 'Acciones' button, right edges aligned, or above it when the screen has no room below.
 * Fixed to the screen, so the table's scrolling box does not clip it.
 */
function placeMenu(menu: HTMLElement, toggle: HTMLElement): void {
  const anchor = toggle.getBoundingClientRect();
  const gap = 4;
  menu.style.right = `${Math.max(8, document.documentElement.clientWidth - anchor.right)}px`;
  menu.style.top = `${anchor.bottom + gap}px`;
  const height = menu.getBoundingClientRect().height;
  if (anchor.bottom + gap + height > window.innerHeight && anchor.top - gap - height >= 0) menu.style.top = `${anchor.top - gap - height}px`;
}

/** The open menu closes on a click outside it and on Escape (back to its button); it follows its button when the page scrolls or resizes. */
function useMenuDismiss(open: boolean, close: () => void, menu: RefObject<HTMLElement | null>, toggle: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    if (!open || !menu.current || !toggle.current) return;
    const place = () => menu.current && toggle.current && placeMenu(menu.current, toggle.current);
    place();
    const outside = (event: Event) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !toggle.current?.contains(target)) close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, close, menu, toggle]);
}

function ActionButton(props: { icon: ActionIconName; label: string; tone?: 'primary' | 'danger'; onClick: () => void }) {
  return (
    <button type="button" className={`button button--small button--${props.tone ?? 'secondary'}`} onClick={props.onClick}>
      <ActionIcon name={props.icon} />
      <span className="button__label">{props.label}</span>
    </button>
  );
}

/**
 * The row's actions, each with its words (issue 45 item 2): a tablet's or a phone's card shows them as buttons; a
 * laptop's table, with no room for six labelled buttons per row, shows one 'Acciones' button that opens them as a list
 * (employees.css decides by the card's width).
 * The same buttons either way, so each keeps its name.
 */
export function EmployeeRowActions(props: EmployeeRowActionsProps) {
  const { employee: e } = props;
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useMenuDismiss(open, close, menu, toggle);

  /** Runs an action and closes the menu it was chosen from (the dialog it opens takes the screen). */
  const run = (action: (employee: Employee) => void) => () => {
    setOpen(false);
    action(e);
  };

  let actions: ReactNode;
  if (e.activo)
    actions = (
      <>
        <ActionButton icon="edit" label="Editar" onClick={run(props.onEdit)} />
        <ActionButton icon="privacy" label="Privacidad y datos" onClick={run(props.onPrivacy)} />
        <ActionButton icon="expediente" label="Expediente" onClick={run(props.onExpediente)} />
        <ActionButton icon="nip" label={e.tieneNip ? nipText.change : nipText.assign} onClick={run(props.onNip)} />
        <ActionButton icon="face" label="Agregar rostro" tone={e.rostros === 0 ? 'primary' : undefined} onClick={run(props.onAddFace)} />
        <ActionButton icon="deactivate" label="Dar de baja" tone="danger" onClick={run(props.onDeactivate)} />
      </>
    );
  else
    actions = (
      <>
        <Link className="button button--small button--secondary" to={`/admin/empleados/${e.id}/finiquito`}>
          <ActionIcon name="finiquito" />
          <span className="button__label">{bajaText.finiquito}</span>
        </Link>
        <ActionButton icon="edit" label="Editar" onClick={run(props.onEdit)} />
        <ActionButton icon="privacy" label="Privacidad y datos" onClick={run(props.onPrivacy)} />
        <ActionButton icon="expediente" label="Expediente" onClick={run(props.onExpediente)} />
        <ActionButton icon="reactivate" label="Reactivar" onClick={run(props.onReactivate)} />
      </>
    );

  return (
    <div className="employee-actions">
      <button
        ref={toggle}
        type="button"
        className="button button--small button--secondary employee-actions__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        Acciones
        <svg
          className="action-icon"
          viewBox="0 0 24 24"
          width="14"
          height="14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <div
        ref={menu}
        id={menuId}
        className={`row-actions employee-actions__list${open ? ' employee-actions__list--open' : ''}`}
        role="group"
        aria-label={`Acciones de ${e.nombre}`}
      >
        {actions}
      </div>
    </div>
  );
}
