import { useRef, useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../components/useFormErrors';
import { genderEnding, type CatalogueDefinition } from '../definitions';
import { catalogueProblems, changedFields, draftOf, emptyFormValues, type CatalogueField } from '../form';
import type { CatalogueDraft, CatalogueFormValues } from '../types';
import { CatalogueFields } from './CatalogueFields';

type CreateCardProps = {
  def: CatalogueDefinition;
  /** Resolves to true when the row was created. */
  onCreate: (draft: CatalogueDraft) => Promise<boolean>;
};

/** The card on the left of a catalogue screen: a form that creates one row; what it cannot send is refused beside each field. */
export function CreateCard({ def, onCreate }: CreateCardProps) {
  const [values, setValues] = useState(emptyFormValues);
  const [busy, setBusy] = useState(false);
  const { errors, check, clear, formRef } = useFormErrors<CatalogueField>();
  const nameRef = useRef<HTMLInputElement>(null);
  const title = `Nuev${genderEnding(def)} ${def.noun}`;

  function change(next: CatalogueFormValues) {
    clear(...changedFields(values, next));
    setValues(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(catalogueProblems(def, values))) return;
    setBusy(true);
    const created = await onCreate(draftOf(def, values));
    setBusy(false);
    if (created) {
      setValues(emptyFormValues);
      nameRef.current?.focus();
    }
  }

  return (
    <section className="card" aria-labelledby={`${def.resource}-create-title`}>
      <h2 id={`${def.resource}-create-title`} className="card__title">
        {title}
      </h2>
      <form ref={formRef} className="form" noValidate onSubmit={(e) => void handleSubmit(e)}>
        <CatalogueFields def={def} values={values} onChange={change} errors={errors} nameRef={nameRef} />
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
          Crear {def.noun}
        </button>
      </form>
    </section>
  );
}
