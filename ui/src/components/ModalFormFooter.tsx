type ModalFormFooterProps = {
  onCancel: () => void;
  busy: boolean;
  /** The submit button's text, e.g. 'Guardar Cambios'. */
  submitLabel: string;
  /** Shown on the submit button while the form is being sent; the submit label when not given. */
  busyLabel?: string;
};

/** The bottom of a form in a modal: 'Cancelar' closes it, the submit button is disabled while the form is sent. */
export function ModalFormFooter({ onCancel, busy, submitLabel, busyLabel }: ModalFormFooterProps) {
  return (
    <div className="modal__actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancelar
      </button>
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
        {busy && busyLabel ? busyLabel : submitLabel}
      </button>
    </div>
  );
}

/** The bottom of a modal that only shows something: one 'Cerrar' button. */
export function ModalCloseFooter({ onClose }: { onClose: () => void }) {
  return (
    <div className="modal__actions">
      <button type="button" className="button button--secondary" onClick={onClose}>
        Cerrar
      </button>
    </div>
  );
}
