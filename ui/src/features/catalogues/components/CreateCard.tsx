import { useRef, useState, type FormEvent } from 'react';
import type { Notify } from '../../../components/useBanner';
import { useSalaryConfirmation } from '../../../components/SalaryReview';
import { useFormErrors } from '../../../components/useFormErrors';
import { ApiError } from '../../../lib/api';
import { useCreateItem } from '../api/createItem';
import { genderEnding, type CatalogueDefinition } from '../definitions';
import { useSalaryReview } from '../hooks/useSalaryReview';
import { catalogueProblems, changedFields, draftOf, emptyFormValues, type CatalogueField } from '../form';
import { catalogueMessages as messages } from '../messages';
import type { CatalogueFormValues } from '../types';
import { CatalogueFields } from './CatalogueFields';

type CreateCardProps = {
  def: CatalogueDefinition;
  /** The page's banner: what happened to the row. */
  notify: Notify;
};

/** The card on the left of a catalogue screen: a form that creates one row; what it cannot send is refused beside each field. */
export function CreateCard({ def, notify }: CreateCardProps) {
  const [values, setValues] = useState(emptyFormValues);
  const create = useCreateItem(def, {
    onSuccess: (created) => notify(messages.created(def, created.nombre), 'success'),
    onError: (error) => notify(messages.createFailed(error instanceof ApiError ? error.serverError : undefined), 'error'),
  });
  const busy = create.isPending;
  const { errors, check, clear, formRef } = useFormErrors<CatalogueField>();
  const nameRef = useRef<HTMLInputElement>(null);
  const title = `Nuev${genderEnding(def)} ${def.noun}`;
  const salaryReview = useSalaryReview(def, values);
  const salaryConfirmation = useSalaryConfirmation();

  function change(next: CatalogueFormValues) {
    clear(...changedFields(values, next));
    setValues(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(catalogueProblems(def, values))) return;
    salaryConfirmation.confirm(salaryReview, () =>
      create.mutate(draftOf(def, values), {
        onSuccess: () => {
          setValues(emptyFormValues);
          nameRef.current?.focus();
        },
      }),
    );
  }

  return (
    <section className="card" aria-labelledby={`${def.resource}-create-title`}>
      <h2 id={`${def.resource}-create-title`} className="card__title">
        {title}
      </h2>
      <form ref={formRef} className="form" noValidate onSubmit={handleSubmit}>
        <CatalogueFields def={def} values={values} onChange={change} errors={errors} nameRef={nameRef} salaryReview={salaryReview} />
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
          Crear {def.noun}
        </button>
      </form>
      {salaryConfirmation.dialog}
    </section>
  );
}
