import type { ManualPunchInput } from '@reloj/contract/payroll';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { payrollChanges } from './payrollChanges';

/** POST /api/attendance/manual {empleadoId, hora: 'YYYY-MM-DDTHH:MM' (local), motivo} → the new punch, marked as manual. */
export const useAddManualAttendance = (callbacks: MutationCallbacks<unknown, ManualPunchInput>) =>
  useInvalidatingMutation(payrollChanges, { mutationFn: (input: ManualPunchInput) => api.post<unknown>('/api/attendance/manual', input), ...callbacks });
