import { useCallback, useRef, useState } from 'react';
import type { BannerTone } from '../../../components/Banner';
import { giveConsent } from '../api/consent';
import { createEmployee } from '../api/createEmployee';
import { registerFace } from '../api/registerFace';
import { registrationPayload } from '../form';
import { errorMessage } from '../../../lib/errorMessage';
import type { Advertencia } from '@reloj/contract/payroll';
import { referencePhotos, registrationMessages as m, UNKNOWN_ERROR, withWarnings } from '../messages';
import { consentText, createdWithoutNotice } from '../privacyMessages';
import type { EmployeeFormValues, EmployeeOptions, EmployeePayload, FacePhotos } from '../types';
import type { ConsentStepState } from './useConsentStep';
import type { FaceConsent } from './useFaceConsent';

type Notify = (text: string, tone?: BannerTone) => void;

/** An employee created by a submit whose face was refused: a resubmit of the same data only retries the face. */
type CreatedWithoutFace = { id: number; nombre: string; payload: string; advertencias?: Advertencia[] };

/** The privacy notice's state and the consent step of the page. */
type Consent = { state: FaceConsent; step: ConsentStepState };

/**
 * SPEC.md section 4's registration flow: create the employee, record their consent to the privacy notice (LFPDPPP:
 * the daemon refuses a face without it), then register the face with the returned id. Resolves to true when all
 * succeeded (the page then clears the whole form). While no notice is published no face can be registered, so the
 * employee is created without one.
 *
 * When the employee was created but the face was refused, nothing is rolled back: the banner says that the
 * employee exists without a face and that the photo can be added from 'Empleados'. The form keeps its data,
 * and submitting it again with a new photo registers the face of that same employee instead of creating a
 * second one; changing any field first makes it a new employee.
 */
export function useRegistration(notify: Notify) {
  const [busy, setBusy] = useState(false);
  const withoutFace = useRef<CreatedWithoutFace | null>(null);

  /** No notice published: the employee only, no face. */
  const createOnly = useCallback(
    async (values: EmployeeFormValues, options: EmployeeOptions): Promise<boolean> => {
      if (!values.nombre.trim()) {
        notify(m.missingName, 'error');
        return false;
      }
      setBusy(true);
      notify(m.creating);
      try {
        const created = await createEmployee(registrationPayload(values, options));
        notify(withWarnings(createdWithoutNotice(created.nombre), created.advertencias));
        return true;
      } catch (error) {
        notify(m.failed(errorMessage(error, UNKNOWN_ERROR)), 'error');
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );

  const submit = useCallback(
    async (values: EmployeeFormValues, photo: FacePhotos | null, options: EmployeeOptions, consent: Consent): Promise<boolean> => {
      if (consent.state.status === 'none') return createOnly(values, options);
      if (!values.nombre.trim() || !photo) {
        notify(m.missingNameOrPhoto, 'error');
        return false;
      }
      if (consent.state.status === 'loading' || consent.state.status === 'error') {
        notify(consent.state.status === 'loading' ? consentText.cargando : consentText.noCargo, 'error');
        return false;
      }
      if (consent.state.status === 'ask' && !consent.step.check(values.nombre)) {
        notify(consentText.requerido, 'error');
        return false;
      }
      const payload: EmployeePayload = registrationPayload(values, options);
      const key = JSON.stringify(payload);
      setBusy(true);
      try {
        let employee = withoutFace.current?.payload === key ? withoutFace.current : null;
        if (!employee) {
          notify(m.creating);
          try {
            const created = await createEmployee(payload);
            employee = { id: created.id, nombre: created.nombre, payload: key, advertencias: created.advertencias };
          } catch (error) {
            notify(m.failed(errorMessage(error, UNKNOWN_ERROR)), 'error');
            return false;
          }
        }
        notify(m.registeringFace(employee.id));
        let plantillas: number;
        try {
          if (consent.state.status === 'ask') await giveConsent(employee.id, consent.step.values.confirmacion);
          plantillas = (await registerFace(employee.id, photo)).plantillas;
        } catch (error) {
          consent.step.refused(error); // a name the daemon would not match goes next to the field
          withoutFace.current = employee;
          notify(m.createdWithoutFace(errorMessage(error, UNKNOWN_ERROR), employee.nombre, employee.id), 'error');
          return false;
        }
        withoutFace.current = null;
        notify(withWarnings(`${m.success(employee.nombre)} ${referencePhotos(plantillas)}`, employee.advertencias));
        return true;
      } finally {
        setBusy(false);
      }
    },
    [notify, createOnly],
  );

  return { submit, busy };
}
