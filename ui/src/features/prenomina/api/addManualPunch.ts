import type { ManualPunchInput } from '@reloj/contract/payroll';
import { api } from '../../../lib/api';

/** POST /api/attendance/manual {empleadoId, hora: 'YYYY-MM-DDTHH:MM' (local), motivo} → the new punch, marked as manual. */
export const addManualPunch = (input: ManualPunchInput) => api.post<unknown>('/api/attendance/manual', input);
