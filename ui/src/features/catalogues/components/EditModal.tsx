import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import type { CatalogueDefinition } from '../definitions';
import { draftOf, formValuesOf } from '../form';
import type { CatalogueItem } from '../types';
import { CatalogueFields } from './CatalogueFields';

type EditModalProps = {
  def: CatalogueDefinition;
  item: CatalogueItem;
  /** The page's banner, shown inside the dialog while it is open so that errors are seen. */
  banner: ReactNode;
  onCancel: () => void;
  /** Saves the whole edited row; the parent closes the modal when it succeeds. */
  onSave: (item: CatalogueItem) => Promise<unknown>;
};

/** Edits a copy of one row; nothing changes in the list until 'Guardar Cambios' succeeds. */
export function EditModal({ def, item, banner, onCancel, onSave }: EditModalProps) {
  const [values, setValues] = useState(() => formValuesOf(item));
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    await onSave({ ...item, ...draftOf(def, values) });
    setBusy(false);
  }

  return (
    <Modal title={`Editar ${def.noun}`} onClose={onCancel}>
      {banner}
      <form className="form" onSubmit={handleSubmit}>
        <CatalogueFields def={def} values={values} onChange={setValues} />
        <ModalFormFooter onCancel={onCancel} busy={busy} submitLabel="Guardar Cambios" />
      </form>
    </Modal>
  );
}
