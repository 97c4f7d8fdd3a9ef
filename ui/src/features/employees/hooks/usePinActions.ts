import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Notify } from '../../../components/useListAction';
import { errorMessage } from '../../../lib/errorMessage';
import { employeesKey } from '../api/listEmployees';
import { removePin, setPin } from '../api/pin';
import { UNKNOWN_ERROR } from '../messages';
import { pinText as t } from '../pinMessages';
import type { Employee } from '../types';

/** What went wrong, to show beside the NIP field; null when the action succeeded. */
export type PinFailure = string | null;

/**
 * Sets, replaces or removes an employee's NIP. A success goes to the banner; a failure is answered for the NIP field
 * (the server's Spanish sentence). The employee lists are read again either way, so `tieneNip` follows.
 */
export function usePinActions(notify: Notify) {
  const queryClient = useQueryClient();

  const attempt = useCallback(
    async (action: () => Promise<string>, failure: (reason: string) => string): Promise<PinFailure> => {
      try {
        notify(await action());
        return null;
      } catch (error) {
        return failure(errorMessage(error, UNKNOWN_ERROR));
      } finally {
        await queryClient.invalidateQueries({ queryKey: employeesKey });
      }
    },
    [notify, queryClient],
  );

  const save = useCallback(
    (employee: Employee, numero: string, pin: string) =>
      attempt(async () => {
        await setPin(employee.id, pin);
        return employee.tieneNip ? t.changed(employee.nombre) : t.saved(employee.nombre, numero);
      }, t.saveFailed),
    [attempt],
  );

  const remove = useCallback(
    (employee: Employee) =>
      attempt(async () => {
        await removePin(employee.id);
        return t.removed(employee.nombre);
      }, t.removeFailed),
    [attempt],
  );

  return { save, remove };
}
