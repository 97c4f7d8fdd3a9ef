import type { ReactNode } from 'react';
import { Modal } from './Modal';

type ConfirmDialogProps = {
  /** The question, naming the item: '¿Retirar el consentimiento de ANA LÓPEZ?'. */
  title: string;
  /** What will happen, in plain words; nothing when the question says it all. */
  children?: ReactNode;
  /** The button that does it: 'Sí, retirar consentimiento'. */
  confirmLabel: string;
  /** The button that does nothing. */
  cancelLabel?: string;
  /** The action destroys something: its button is red. */
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The page's own confirmation, in Spanish, for an action that cannot be undone (the browser's native confirmation speaks
 * the browser's language and cannot say what will be deleted). The button that does nothing gets the focus.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancelar', danger = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal title={title} onClose={onCancel}>
      {children && <div className="confirm-dialog">{children}</div>}
      <div className="modal__actions confirm-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={`button ${danger ? 'button--danger-solid' : 'button--primary'}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
