import type { ManualPunchInput, Punch } from '@reloj/contract/attendance';
import { api } from '../lib/api';
import { payrollChanges } from './payrollChanges';
import { useInvalidatingMutation, type MutationCallbacks } from './useInvalidatingMutation';

/**
 * POST /api/attendance/manual {empleadoId, hora: 'YYYY-MM-DDTHH:MM' (local), motivo} → 201 with the new punch, marked
 * as manual. 'Agregar checada' in 'Pre-nómina' (a day of an employee) and in 'Asistencias' (the list and its rows).
 */
export const useAddManualAttendance = (callbacks: MutationCallbacks<Punch, ManualPunchInput>) =>
  useInvalidatingMutation(payrollChanges, { mutationFn: (input: ManualPunchInput) => api.post<Punch>('/api/attendance/manual', input), ...callbacks });
