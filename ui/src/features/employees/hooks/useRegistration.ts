import { useCallback, useRef, useState } from 'react';
import type { BannerTone } from '../../../components/Banner';
import { createEmployee } from '../api/createEmployee';
import { registerFace } from '../api/registerFace';
import { registrationPayload } from '../form';
import { errorMessage } from '../../../lib/errorMessage';
import type { Advertencia } from '@reloj/contract/payroll';
import { registrationMessages as m, UNKNOWN_ERROR, withWarnings } from '../messages';
import type { EmployeeFormValues, EmployeeOptions, EmployeePayload, FacePhoto } from '../types';

type Notify = (text: string, tone?: BannerTone) => void;

/** An employee created by a submit whose face was refused: a resubmit of the same data only retries the face. */
type CreatedWithoutFace = { id: number; nombre: string; payload: string; advertencias?: Advertencia[] };

/**
 * SPEC.md section 4's registration flow: create the employee, then register the face with the returned id.
 * Resolves to true when both succeeded (the page then clears the whole form).
 *
 * When the employee was created but the face was refused, nothing is rolled back: the banner says that the
 * employee exists without a face and that the photo can be added from 'Empleados'. The form keeps its data,
 * and submitting it again with a new photo registers the face of that same employee instead of creating a
 * second one; changing any field first makes it a new employee.
 */
export function useRegistration(notify: Notify) {
  const [busy, setBusy] = useState(false);
  const withoutFace = useRef<CreatedWithoutFace | null>(null);

  const submit = useCallback(
    async (values: EmployeeFormValues, photo: FacePhoto | null, options: EmployeeOptions): Promise<boolean> => {
      if (!values.nombre.trim() || !photo) {
        notify(m.missingNameOrPhoto, 'error');
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
        try {
          await registerFace(employee.id, photo.dataUrl);
        } catch (error) {
          withoutFace.current = employee;
          notify(m.createdWithoutFace(errorMessage(error, UNKNOWN_ERROR), employee.nombre, employee.id), 'error');
          return false;
        }
        withoutFace.current = null;
        notify(withWarnings(m.success(employee.nombre), employee.advertencias));
        return true;
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );

  return { submit, busy };
}
