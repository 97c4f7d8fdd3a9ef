import { useRef } from 'react';
import type { Notify } from '../../../components/useBanner';
import { ApiError } from '../../../lib/api';
import { useCreateItem } from '../api/createItem';
import { genderEnding, type CatalogueDefinition } from '../definitions';
import { useCatalogueForm } from '../hooks/useCatalogueForm';
import { draftOf, emptyFormValues } from '../form';
import { catalogueMessages as messages } from '../messages';
import { CatalogueFields } from './CatalogueFields';

type CreateCardProps = {
  def: CatalogueDefinition;
  /** The page's banner: what happened to the row. */
  notify: Notify;
};

/** The card on the left of a catalogue screen: a form that creates one row; what it cannot send is refused beside each field. */
export function CreateCard({ def, notify }: CreateCardProps) {
  const form = useCatalogueForm(def, () => emptyFormValues);
  const create = useCreateItem(def, {
    onSuccess: (created) => notify(messages.created(def, created.nombre), 'success'),
    onError: (error) => notify(messages.createFailed(error instanceof ApiError ? error.serverError : undefined), 'error'),
  });
  const busy = create.isPending;
  const nameRef = useRef<HTMLInputElement>(null);
  const title = `Nuev${genderEnding(def)} ${def.noun}`;
  const send = () =>
    create.mutate(draftOf(def, form.values), {
      onSuccess: () => {
        form.setValues(emptyFormValues);
        nameRef.current?.focus();
      },
    });

  return (
    <section className="card" aria-labelledby={`${def.resource}-create-title`}>
      <h2 id={`${def.resource}-create-title`} className="card__title">
        {title}
      </h2>
      <form ref={form.formRef} className="form" noValidate onSubmit={form.submit(send)}>
        <CatalogueFields def={def} values={form.values} onChange={form.change} errors={form.errors} nameRef={nameRef} salaryReview={form.salaryReview} />
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
          Crear {def.noun}
        </button>
      </form>
      {form.dialog}
    </section>
  );
}
