import { useState, type FormEvent } from 'react';
import { useSalaryConfirmation } from '../../../components/SalaryReview';
import { useFormErrors } from '../../../components/useFormErrors';
import type { CatalogueDefinition } from '../definitions';
import { catalogueProblems, changedFields, type CatalogueField } from '../form';
import type { CatalogueFormValues } from '../types';
import { useSalaryReview } from './useSalaryReview';

/**
 * A catalogue row's form ('Nuevo …' and 'Editar …'): its values, the refusals beside the fields (a change clears those
 * of the fields it changed), the puesto's salary reviewed as it is typed, and the confirmation of one out of bounds.
 */
export function useCatalogueForm(def: CatalogueDefinition, initial: () => CatalogueFormValues) {
  const [values, setValues] = useState(initial);
  const { errors, check, clear, formRef } = useFormErrors<CatalogueField>();
  const salaryReview = useSalaryReview(def, values);
  const salaryConfirmation = useSalaryConfirmation();

  function change(next: CatalogueFormValues) {
    clear(...changedFields(values, next));
    setValues(next);
  }

  /** The form's onSubmit: nothing while a field is refused; `save` once the salary is accepted (asked when `askSalary`). */
  const submit =
    (save: () => void, askSalary = true) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (!check(catalogueProblems(def, values))) return;
      salaryConfirmation.confirm(askSalary ? salaryReview : null, save);
    };

  return { values, setValues, errors, formRef, salaryReview, change, submit, dialog: salaryConfirmation.dialog };
}
