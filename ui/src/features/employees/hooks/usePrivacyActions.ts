import { useCallback } from 'react';
import { useListAction, type Notify } from '../../../components/useListAction';
import { errorMessage } from '../../../lib/errorMessage';
import { cancelBiometrics, exportEmployeeData } from '../api/arco';
import { withdrawConsent } from '../api/consent';
import { employeesKey } from '../api/listEmployees';
import { UNKNOWN_ERROR } from '../messages';
import { privacyText as t } from '../privacyMessages';
import type { Employee } from '../types';

const failed = (message: (reason: string) => string) => (error: unknown) => message(errorMessage(error, UNKNOWN_ERROR));

/**
 * The 'Privacidad y datos' actions on one employee (LFPDPPP): withdraw the consent, export their data, cancel their
 * biometric data. Each says what happened in the banner and reloads the lists (faces and consents change).
 */
export function usePrivacyActions(notify: Notify) {
  const run = useListAction(notify, employeesKey);

  const withdraw = useCallback(
    (employee: Employee) =>
      run(async () => t.withdrawn(employee.nombre, (await withdrawConsent(employee.id)).plantillasBorradas), failed(t.withdrawFailed)),
    [run],
  );

  const exportData = useCallback(
    (employee: Employee) =>
      run(async () => {
        await exportEmployeeData(employee.id);
        return t.exported(employee.nombre);
      }, failed(t.exportFailed)),
    [run],
  );

  const cancel = useCallback(
    (employee: Employee) => run(async () => t.cancelled(employee.nombre, await cancelBiometrics(employee.id)), failed(t.cancelFailed)),
    [run],
  );

  return { withdraw, exportData, cancel };
}
