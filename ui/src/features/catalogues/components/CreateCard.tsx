import { useRef, useState, type FormEvent } from 'react';
import { genderEnding, type CatalogueDefinition } from '../definitions';
import { draftOf, emptyFormValues } from '../form';
import type { CatalogueDraft } from '../types';
import { CatalogueFields } from './CatalogueFields';

type CreateCardProps = {
  def: CatalogueDefinition;
  /** Resolves to true when the row was created. */
  onCreate: (draft: CatalogueDraft) => Promise<boolean>;
};

/** The card on the left of a catalogue screen: a form that creates one row. */
export function CreateCard({ def, onCreate }: CreateCardProps) {
  const [values, setValues] = useState(emptyFormValues);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const title = `Nuev${genderEnding(def)} ${def.noun}`;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      <form className="form" onSubmit={handleSubmit}>
        <CatalogueFields def={def} values={values} onChange={setValues} nameRef={nameRef} />
        <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
          Crear {def.noun}
        </button>
      </form>
    </section>
  );
}
