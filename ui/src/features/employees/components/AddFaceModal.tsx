import { useState, type FormEvent, type ReactNode } from 'react';
import { Modal } from '../../../components/Modal';
import { ModalFormFooter } from '../../../components/ModalFormFooter';
import type { Employee, FacePhoto } from '../types';
import { FacePhotoCapture } from './FacePhotoCapture';

type AddFaceModalProps = {
  employee: Employee;
  /** The page's banner, shown inside the dialog while it is open. */
  banner: ReactNode;
  /** Shown in the banner when 'Agregar' is pressed without a photo. */
  onMissingPhoto: () => void;
  onCancel: () => void;
  /** Registers the photo (replacing the earlier ones when asked); the parent closes the modal when it succeeds. */
  onAdd: (employee: Employee, image: string, replace: boolean) => Promise<unknown>;
};

/** 'Agregar rostro': the same photo card as 'Nuevo Empleado', posting to register-face for this employee. */
export function AddFaceModal({ employee, banner, onMissingPhoto, onCancel, onAdd }: AddFaceModalProps) {
  const [photo, setPhoto] = useState<FacePhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const [replace, setReplace] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!photo) {
      onMissingPhoto();
      return;
    }
    setBusy(true);
    await onAdd(employee, photo.dataUrl, replace && employee.rostros > 0);
    setBusy(false);
  }

  const faces =
    employee.rostros === 0
      ? 'Aún no tiene rostro registrado, así que no puede checar.'
      : `${employee.rostros === 1 ? 'Tiene 1 rostro registrado' : `Tiene ${employee.rostros} rostros registrados`}; la nueva foto se suma a ${employee.rostros === 1 ? 'ese' : 'esos'}.`;
  return (
    <Modal title="Agregar rostro" onClose={onCancel}>
      <div className="employee-modal employee-modal--face">
        <p className="modal__subtitle">
          <strong>{employee.nombre}</strong> (ID: {employee.id}). {faces}
        </p>
        {banner}
        <form className="form" onSubmit={(e) => void handleSubmit(e)}>
          <FacePhotoCapture photo={photo} onChange={setPhoto} disabled={busy} />
          {employee.rostros > 0 && (
            <label className="checkbox">
              <input type="checkbox" checked={replace} disabled={busy} onChange={(e) => setReplace(e.target.checked)} />
              Reemplazar {employee.rostros === 1 ? 'el rostro anterior' : 'los rostros anteriores'} con esta foto
            </label>
          )}
          <ModalFormFooter
            onCancel={onCancel}
            busy={busy}
            busyLabel="Registrando..."
            submitLabel={replace && employee.rostros > 0 ? 'Reemplazar rostro' : 'Agregar rostro'}
          />
        </form>
      </div>
    </Modal>
  );
}
