import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BannerTone } from '../../../components/Banner';
import { errorMessage } from '../../../lib/errorMessage';
import { deactivateEmployee } from '../api/deactivateEmployee';
import { reactivateEmployee } from '../api/reactivateEmployee';
import { employeesKey } from '../api/listEmployees';
import { registerFace } from '../api/registerFace';
import { updateEmployee } from '../api/updateEmployee';
import { employeeMessages as m, UNKNOWN_ERROR, withWarnings } from '../messages';
import type { Employee, EmployeePayload } from '../types';

type Notify = (text: string, tone?: BannerTone) => void;

/**
 * Edit, baja, reactivation and 'Agregar rostro' from the 'Empleados' screen, each reloading the employee lists
 * afterwards, whatever its outcome; each resolves to whether it succeeded.
 */
export function useEmployeeActions(notify: Notify) {
  const queryClient = useQueryClient();
  const run = useCallback(
    async (action: () => Promise<string>, failure: (reason: string) => string) => {
      try {
        notify(await action());
        return true;
      } catch (error) {
        notify(failure(errorMessage(error, UNKNOWN_ERROR)), 'error');
        return false;
      } finally {
        await queryClient.invalidateQueries({ queryKey: employeesKey });
      }
    },
    [notify, queryClient],
  );

  const update = useCallback(
    (employee: Employee, payload: EmployeePayload) =>
      run(async () => {
        const saved = await updateEmployee(employee.id, payload);
        return withWarnings(m.updated(saved.nombre), saved.advertencias);
      }, m.updateFailed),
    [run],
  );

  const deactivate = useCallback(
    (employee: Employee) =>
      run(async () => {
        await deactivateEmployee(employee.id);
        return m.deactivated(employee.nombre);
      }, m.deactivateFailed),
    [run],
  );

  const reactivate = useCallback(
    (employee: Employee) => run(async () => m.reactivated((await reactivateEmployee(employee.id)).nombre), m.reactivateFailed),
    [run],
  );

  const addFace = useCallback(
    (employee: Employee, image: string, replace = false) =>
      run(async () => {
        await registerFace(employee.id, image, replace);
        return replace ? m.faceReplaced(employee.nombre) : m.faceAdded(employee.nombre);
      }, m.faceFailed),
    [run],
  );

  return { update, deactivate, reactivate, addFace };
}
