import { employeesKey } from '../../../api/employees';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { saveDownload } from '../../../lib/saveDownload';
import type { Employee } from '../types';

/** GET /api/employees/{id}/datos: everything the box holds on the person, saved as a JSON file (derecho de acceso). */
export const useExportEmployeeData = (callbacks: MutationCallbacks<void, Employee>) =>
  useInvalidatingMutation([employeesKey], { mutationFn: (employee: Employee) => saveDownload(`/api/employees/${employee.id}/datos`), ...callbacks });

export type BiometricsCancelled = { plantillasBorradas: number; fotosBorradas: number };

/**
 * POST /api/employees/{id}/cancelar-biometricos → {plantillasBorradas, fotosBorradas}: the face templates and the
 * punch photos are deleted now; the punches themselves stay (derecho de cancelación).
 */
export const useCancelBiometrics = (callbacks: MutationCallbacks<BiometricsCancelled, Employee>) =>
  useInvalidatingMutation([employeesKey], {
    mutationFn: (employee: Employee) => api.post<BiometricsCancelled>(`/api/employees/${employee.id}/cancelar-biometricos`, {}),
    ...callbacks,
  });
