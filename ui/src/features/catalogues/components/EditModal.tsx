import type { ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import { parseMoney } from '../../../lib/money';
import type { CatalogueDefinition } from '../definitions';
import { useCatalogueForm } from '../hooks/useCatalogueForm';
import { draftOf, formValuesOf } from '../form';
import type { CatalogueItem } from '../types';
import { CatalogueFields } from './CatalogueFields';

type EditModalProps = {
  def: CatalogueDefinition;
  item: CatalogueItem;
  /** The page's banner, shown inside the dialog while it is open so that errors are seen. */
  banner: ReactNode;
  /** The row is being saved. */
  busy: boolean;
  onCancel: () => void;
  /** Saves the whole edited row; the parent closes the modal when it succeeds. */
  onSave: (item: CatalogueItem) => void;
};

/** Edits a copy of one row (its amount with two decimals); nothing changes in the list until 'Guardar Cambios' succeeds. */
export function EditModal({ def, item, banner, busy, onCancel, onSave }: EditModalProps) {
  const form = useCatalogueForm(def, () => formValuesOf(item));
  // Asked when the salary changes, not on renaming a puesto whose salary was already accepted.
  const salaryChanged = parseMoney(form.values.amount) !== item.amount;
  const save = () => onSave({ ...item, ...draftOf(def, form.values) });

  return (
    <Modal title={`Editar ${def.noun}`} onClose={onCancel}>
      {banner}
      <form ref={form.formRef} className="form" noValidate onSubmit={form.submit(save, salaryChanged)}>
        <CatalogueFields def={def} values={form.values} onChange={form.change} errors={form.errors} salaryReview={form.salaryReview} />
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel="Guardar Cambios" />
      </form>
      {form.dialog}
    </Modal>
  );
}
