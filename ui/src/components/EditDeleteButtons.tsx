import { ConfirmButton } from './ConfirmButton';

type EditDeleteButtonsProps = {
  /** The row's name, for the buttons' accessible names ('Editar Matutino', 'Borrar Matutino'); none: their text alone. */
  name?: string;
  /** What 'Borrar' asks and says before it deletes, and its confirming button ('Sí, borrar', 'Sí, eliminar'). */
  confirm: { question: string; details: string; label: string };
  /** Both wait while the row is being changed. */
  disabled?: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** 'Editar' and 'Borrar' (after its question) at the end of a row of a list. */
export function EditDeleteButtons({ name, confirm, disabled, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <button type="button" className="button button--small button--secondary" disabled={disabled} aria-label={name && `Editar ${name}`} onClick={onEdit}>
        Editar
      </button>
      <ConfirmButton
        className="button button--small button--danger"
        disabled={disabled}
        aria-label={name && `Borrar ${name}`}
        question={confirm.question}
        details={confirm.details}
        confirmLabel={confirm.label}
        onConfirm={onDelete}
      >
        Borrar
      </ConfirmButton>
    </>
  );
}
