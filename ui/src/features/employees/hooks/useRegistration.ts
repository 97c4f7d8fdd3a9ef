import { useCallback, useState } from 'react';
import type { Advertencia } from '@reloj/contract/prenomina';
import type { Notify } from '../../../components/useBanner';
import { errorMessage, UNKNOWN_ERROR } from '../../../lib/errorMessage';
import { useCheckFace } from '../api/checkFace';
import { useCreateEmployee } from '../api/createEmployee';
import { useAddFace } from '../api/registerFace';
import { registrationPayload } from '../form';
import { photoRefusal } from '../lib/photoRefusal';
import { employeeMessages, referencePhotos, registrationMessages as m, withWarnings } from '../messages';
import { consentText, createdWithoutNotice } from '../privacyMessages';
import type { EmployeeFormValues, EmployeeOptions, FacePhotos } from '../types';
import type { ConsentStepState } from './useConsentStep';
import type { FaceConsent } from './useFaceConsent';

/** An employee this screen created whose consent or face step then failed; `motivo`: why, as the daemon said it. */
export type EmployeeWithoutFace = { id: number; nombre: string; advertencias?: Advertencia[]; motivo: string };

/** The privacy notice's state and the consent step of the page. */
type Consent = { state: FaceConsent; step: ConsentStepState };

/** Why the consent cannot be sent yet (shown in the banner; the step marks its own controls), or null. */
function consentBlocker(consent: Consent, employeeName: string): string | null {
  if (consent.state.status === 'loading') return consentText.cargando;
  if (consent.state.status === 'error') return consentText.noCargo;
  if (consent.state.status === 'ask' && !consent.step.check(employeeName)) return consentText.requerido;
  return null;
}

/**
 * The registration flow of the product's requirements, with the photo checked first (POST /api/faces/verificar, which stores
 * nothing): only a usable photo creates the employee; then their consent to the privacy notice (LFPDPPP: the daemon
 * refuses a face without it) and the face with the returned id. Resolves to true when all succeeded (the page then
 * clears the whole form). While no notice is published no face can be registered, so the employee is created without one.
 *
 * A refused photo leaves nobody behind: `photoProblem` says why beside the photo. When the consent or the face still
 * fails once the employee exists (the network, a race with another enrolment), `withoutFace` holds that employee and
 * the page offers `retryFace` in place, or `leaveWithoutFace` to go on with another employee.
 */
export function useRegistration(notify: Notify) {
  const { mutateAsync: checkPhoto, isPending: checking } = useCheckFace();
  const { mutateAsync: createEmployee, isPending: creating } = useCreateEmployee();
  const { mutateAsync: addFace, isPending: addingFace } = useAddFace();
  const busy = checking || creating || addingFace;
  const [withoutFace, setWithoutFace] = useState<EmployeeWithoutFace | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);

  /** No notice published: the employee only, no face. */
  const createOnly = useCallback(
    async (values: EmployeeFormValues, options: EmployeeOptions): Promise<boolean> => {
      if (!values.nombre.trim()) {
        notify(m.missingName, 'error');
        return false;
      }
      notify(m.creating);
      try {
        const created = await createEmployee(registrationPayload(values, options));
        notify(withWarnings(createdWithoutNotice(created.nombre), created.advertencias));
        return true;
      } catch (error) {
        notify(m.failed(errorMessage(error, UNKNOWN_ERROR)), 'error');
        return false;
      }
    },
    [notify, createEmployee],
  );

  /** The consent, then the face, of an employee who exists. */
  const faceStep = useCallback(
    async (employee: Omit<EmployeeWithoutFace, 'motivo'>, photo: FacePhotos, consent: Consent): Promise<boolean> => {
      notify(m.registeringFace(employee.id));
      try {
        const confirmacion = consent.state.status === 'ask' ? consent.step.values.confirmacion : undefined;
        const { plantillas } = await addFace({ employee, photos: photo, confirmacion });
        setWithoutFace(null);
        notify(withWarnings(`${m.success(employee.nombre)} ${referencePhotos(plantillas)}`, employee.advertencias), 'success');
        return true;
      } catch (error) {
        consent.step.refused(error); // a name the daemon would not match goes next to the field
        const motivo = errorMessage(error, UNKNOWN_ERROR);
        setWithoutFace({ ...employee, motivo });
        notify(m.createdWithoutFace(motivo, employee.nombre, employee.id), 'error');
        return false;
      }
    },
    [notify, addFace],
  );

  const submit = useCallback(
    async (values: EmployeeFormValues, photo: FacePhotos | null, options: EmployeeOptions, consent: Consent): Promise<boolean> => {
      if (consent.state.status === 'none') return createOnly(values, options);
      if (!values.nombre.trim() || !photo) {
        notify(m.missingNameOrPhoto, 'error');
        return false;
      }
      const blocker = consentBlocker(consent, values.nombre);
      if (blocker) {
        notify(blocker, 'error');
        return false;
      }
      setPhotoProblem(null);
      notify(m.creating);
      try {
        await checkPhoto(photo);
      } catch (error) {
        setPhotoProblem(photoRefusal(error));
        notify(m.failed(errorMessage(error, UNKNOWN_ERROR)), 'error');
        return false;
      }
      let employee: Omit<EmployeeWithoutFace, 'motivo'>;
      try {
        const created = await createEmployee(registrationPayload(values, options));
        employee = { id: created.id, nombre: created.nombre, advertencias: created.advertencias };
      } catch (error) {
        notify(m.failed(errorMessage(error, UNKNOWN_ERROR)), 'error');
        return false;
      }
      return faceStep(employee, photo, consent);
    },
    [notify, createOnly, faceStep, checkPhoto, createEmployee],
  );

  /** 'Reintentar registro del rostro': the consent and the face again, for the employee already created. */
  const retryFace = useCallback(
    async (photo: FacePhotos | null, consent: Consent): Promise<boolean> => {
      if (!withoutFace) return false;
      if (!photo) {
        notify(employeeMessages.photoRequired, 'error');
        return false;
      }
      const blocker = consentBlocker(consent, withoutFace.nombre);
      if (blocker) {
        notify(blocker, 'error');
        return false;
      }
      return faceStep(withoutFace, photo, consent);
    },
    [notify, withoutFace, faceStep],
  );

  /** 'Registrar otro empleado': the one created stays without a face (it can be added from 'Empleados'). */
  const leaveWithoutFace = useCallback(() => {
    if (withoutFace) notify(m.leftWithoutFace(withoutFace.nombre, withoutFace.id));
    setWithoutFace(null);
  }, [notify, withoutFace]);

  const clearPhotoProblem = useCallback(() => setPhotoProblem(null), []);

  return { submit, retryFace, leaveWithoutFace, busy, withoutFace, photoProblem, clearPhotoProblem };
}
