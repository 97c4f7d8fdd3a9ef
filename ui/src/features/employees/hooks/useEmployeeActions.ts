import { useCallback } from 'react';
import type { BannerTone } from '../../../components/Banner';
import { deactivateEmployee } from '../api/deactivateEmployee';
import { reactivateEmployee } from '../api/reactivateEmployee';
import { registerFace } from '../api/registerFace';
import { updateEmployee } from '../api/updateEmployee';
import { employeeMessages as m, reasonOf } from '../messages';
import type { Employee, EmployeePayload } from '../types';

type Options = {
  notify: (text: string, tone?: BannerTone) => void;
  /** Reloads the list; called after every change, whatever its outcome. */
  reload: () => Promise<void>;
};

/** Edit, baja, reactivation and 'Agregar rostro' from the 'Empleados' screen; each resolves to whether it succeeded. */
export function useEmployeeActions({ notify, reload }: Options) {
  const run = useCallback(
    async (action: () => Promise<string>, failure: (reason: string) => string) => {
      try {
        notify(await action());
        return true;
      } catch (error) {
        notify(failure(reasonOf(error)), 'error');
        return false;
      } finally {
        await reload();
      }
    },
    [notify, reload],
  );

  const update = useCallback(
    (employee: Employee, payload: EmployeePayload) =>
      run(async () => m.updated((await updateEmployee(employee.id, payload)).nombre), m.updateFailed),
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
