import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import { useSalaryConfirmation } from '../../../components/SalaryReview';
import { useFormErrors } from '../../../components/useFormErrors';
import { parseMoney } from '../../../lib/money';
import type { CatalogueDefinition } from '../definitions';
import { useSalaryReview } from '../hooks/useSalaryReview';
import { catalogueProblems, changedFields, draftOf, formValuesOf, type CatalogueField } from '../form';
import type { CatalogueFormValues, CatalogueItem } from '../types';
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
  const [values, setValues] = useState(() => formValuesOf(item));
  const { errors, check, clear, formRef } = useFormErrors<CatalogueField>();
  const salaryReview = useSalaryReview(def, values);
  const salaryConfirmation = useSalaryConfirmation();

  function change(next: CatalogueFormValues) {
    clear(...changedFields(values, next));
    setValues(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(catalogueProblems(def, values))) return;
    // Asked when the salary changes, not on renaming a puesto whose salary was already accepted.
    const salaryChanged = parseMoney(values.amount) !== item.amount;
    salaryConfirmation.confirm(salaryChanged ? salaryReview : null, () => onSave({ ...item, ...draftOf(def, values) }));
  }

  return (
    <Modal title={`Editar ${def.noun}`} onClose={onCancel}>
      {banner}
      <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
        <CatalogueFields def={def} values={values} onChange={change} errors={errors} salaryReview={salaryReview} />
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel="Guardar Cambios" />
      </form>
      {salaryConfirmation.dialog}
    </Modal>
  );
}
