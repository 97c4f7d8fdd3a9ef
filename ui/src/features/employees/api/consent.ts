import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Consentimiento } from '@reloj/contract/privacidad';
import { api } from '../../../lib/api';
import { employeesKey } from '../../../api/employees';

/**
 * POST /api/employees/{id}/consentimiento {confirmacion} → 201 {version, fecha} (200 when already given for this
 * version). 409 privacy_notice_missing without a published notice; 422 consent_mismatch when the typed name is not
 * the employee's.
 */
export const giveConsent = (employeeId: number, confirmacion: string) =>
  api.post<{ version: number; fecha: string }>(`/api/employees/${employeeId}/consentimiento`, { confirmacion });

/** Under the employee lists' key, so that any change made from 'Empleados' reloads them too. */
export const consentsQuery = (employeeId: number) =>
  queryOptions({
    queryKey: [...employeesKey, employeeId, 'consentimientos'],
    queryFn: () => api.get<Consentimiento[]>(`/api/employees/${employeeId}/consentimientos`),
  });

/** GET /api/employees/{id}/consentimientos: every consent of the employee, newest first, withdrawn ones included. */
export const useConsents = (employeeId: number | undefined) => useQuery({ ...consentsQuery(employeeId ?? 0), enabled: employeeId !== undefined });
