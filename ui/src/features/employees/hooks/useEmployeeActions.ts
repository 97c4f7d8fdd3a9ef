import { useCallback } from 'react';
import { useListAction, type Notify } from '../../../components/useListAction';
import { errorMessage } from '../../../lib/errorMessage';
import { giveConsent } from '../api/consent';
import { deactivateEmployee } from '../api/deactivateEmployee';
import { reactivateEmployee } from '../api/reactivateEmployee';
import { employeesKey } from '../api/listEmployees';
import { registerFace } from '../api/registerFace';
import { updateEmployee } from '../api/updateEmployee';
import { employeeMessages as m, UNKNOWN_ERROR, withWarnings } from '../messages';
import type { Employee, EmployeePayload, FacePhotos } from '../types';
import type { ConsentToGive } from '../components/AddFaceModal';

/** The failure's sentence with the server's reason. */
const failed = (message: (reason: string) => string) => (error: unknown) => message(errorMessage(error, UNKNOWN_ERROR));

/**
 * Edit, baja, reactivation and 'Agregar rostro' (consent, then the face) from the 'Empleados' screen, each reloading the employee lists
 * afterwards, whatever its outcome; each resolves to whether it succeeded.
 */
export function useEmployeeActions(notify: Notify) {
  const run = useListAction(notify, employeesKey);

  const update = useCallback(
    (employee: Employee, payload: EmployeePayload) =>
      run(async () => {
        const saved = await updateEmployee(employee.id, payload);
        return withWarnings(m.updated(saved.nombre), saved.advertencias);
      }, failed(m.updateFailed)),
    [run],
  );

  const deactivate = useCallback(
    (employee: Employee) =>
      run(async () => {
        await deactivateEmployee(employee.id);
        return m.deactivated(employee.nombre);
      }, failed(m.deactivateFailed)),
    [run],
  );

  const reactivate = useCallback(
    (employee: Employee) => run(async () => m.reactivated((await reactivateEmployee(employee.id)).nombre), failed(m.reactivateFailed)),
    [run],
  );

  /** The consent first, when it was asked in the dialog: the daemon refuses a face without it. */
  const addFace = useCallback(
    (employee: Employee, photos: FacePhotos, replace = false, consent: ConsentToGive | null = null) =>
      run(async () => {
        if (consent) {
          try {
            await giveConsent(employee.id, consent.confirmacion);
          } catch (error) {
            consent.onRefused(error);
            throw error;
          }
        }
        const { faceIds, plantillas } = await registerFace(employee.id, photos, replace);
        return replace ? m.faceReplaced(employee.nombre, plantillas) : m.faceAdded(employee.nombre, faceIds.length, plantillas);
      }, failed(m.faceFailed)),
    [run],
  );

  return { update, deactivate, reactivate, addFace };
}
