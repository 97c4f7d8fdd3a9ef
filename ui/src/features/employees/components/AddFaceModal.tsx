import { useState, type FormEvent, type ReactNode } from 'react';
import type { FaceToAdd } from '../api/registerFace';
import { Modal } from '../../../components/Modal';
import { ModalCloseFooter, ModalFormFooter } from '../../../components/ModalFormFooter';
import { useConsentStep } from '../hooks/useConsentStep';
import { useFaceConsent } from '../hooks/useFaceConsent';
import { employeeMessages } from '../messages';
import { consentText } from '../privacyMessages';
import type { Employee, FacePhotos } from '../types';
import { ConsentStep } from './ConsentStep';
import { FacePhotoCapture } from './FacePhotoCapture';
import { NoticeMissing } from './NoticeMissing';
import '../consent.css';

type AddFaceModalProps = {
  employee: Employee;
  /** The page's banner, shown inside the dialog while it is open. */
  banner: ReactNode;
  /** The consent and the photos are being sent. */
  busy?: boolean;
  /** Shown in the banner when 'Agregar' is pressed without a photo or without the consent. */
  onProblem: (message: string) => void;
  onCancel: () => void;
  /**
   * Records the consent (when it was asked here), then registers the photos (replacing the earlier ones when asked);
   * the parent closes the modal when it succeeds, and hands a failure to `refused` (a typed name the daemon would not
   * match goes next to it).
   */
  onAdd: (face: FaceToAdd, refused: (error: unknown) => void) => void;
};

/** Reference photos the daemon keeps per employee (FACE_DEFAULTS.templates.maxPerEmployee). */
const MAX_KEPT = 5;

/**
 * 'Agregar rostro': the same photo card as 'Nuevo Empleado', then the employee's consent to the privacy notice in
 * force (unless they already gave it), posting to register-face for this employee.
 */
export function AddFaceModal({ employee, banner, busy = false, onProblem, onCancel, onAdd }: AddFaceModalProps) {
  const [photo, setPhoto] = useState<FacePhotos | null>(null);
  const [replace, setReplace] = useState(false);
  const [capturing, setCapturing] = useState(false);
  const consent = useFaceConsent(employee.id);
  const step = useConsentStep();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!photo) return onProblem(employeeMessages.photoRequired);
    if (consent.status === 'loading' || consent.status === 'error') return onProblem(consent.status === 'loading' ? consentText.cargando : consentText.noCargo);
    if (consent.status === 'ask' && !step.check(employee.nombre)) return onProblem(consentText.requerido);
    const confirmacion = consent.status === 'ask' ? step.values.confirmacion : undefined;
    onAdd({ employee, photos: photo, replace: replace && employee.rostros > 0, confirmacion }, step.refused);
  }

  const faces =
    employee.rostros === 0
      ? 'Aún no tiene rostro registrado, así que no puede checar.'
      : `${employee.rostros === 1 ? 'Tiene 1 rostro registrado' : `Tiene ${employee.rostros} rostros registrados`}; las fotos nuevas se suman a ${employee.rostros === 1 ? 'ese' : 'esos'} (se guardan hasta ${MAX_KEPT}: al pasar de ${MAX_KEPT} se retiran los más antiguos).`;
  return (
    <Modal title="Agregar rostro" onClose={onCancel}>
      <div className="employee-modal employee-modal--face">
        <p className="modal__subtitle">
          <strong>{employee.nombre}</strong> (ID: {employee.id}). {faces}
        </p>
        {banner}
        {consent.status === 'none' ? (
          <>
            <NoticeMissing />
            <ModalCloseFooter onClose={onCancel} />
          </>
        ) : (
          <form className="form" noValidate onSubmit={handleSubmit}>
            <FacePhotoCapture photo={photo} onChange={setPhoto} disabled={busy} onCapturingChange={setCapturing} />
            {employee.rostros > 0 && (
              <label className="checkbox">
                <input type="checkbox" checked={replace} disabled={busy} onChange={(e) => setReplace(e.target.checked)} />
                Reemplazar {employee.rostros === 1 ? 'el rostro anterior' : 'los rostros anteriores'} con las fotos nuevas
              </label>
            )}
            <section className="stack consent-section" aria-labelledby="add-face-consent-title">
              <h3 id="add-face-consent-title" className="consent-section__title">
                {consentText.title}
              </h3>
              <ConsentStep consent={consent} step={step} disabled={busy} />
            </section>
            <ModalFormFooter
              onCancel={onCancel}
              busy={busy || capturing}
              busyLabel={busy ? 'Registrando...' : undefined}
              submitLabel={replace && employee.rostros > 0 ? 'Reemplazar rostro' : 'Agregar rostro'}
            />
          </form>
        )}
      </div>
    </Modal>
  );
}
