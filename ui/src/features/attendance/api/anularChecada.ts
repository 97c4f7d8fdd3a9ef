import type { AnularChecadaRequest, Punch } from '@reloj/contract/attendance';
import { attendanceKey } from '../../../api/attendance';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';

type Variables = { id: number } & AnularChecadaRequest;

/** POST /api/attendance/{id}/anular {motivo} → the punch, voided; the punches are read again and the pre-nómina marked stale. */
export const useAnularChecada = (callbacks: MutationCallbacks<Punch, Variables>) =>
  useInvalidatingMutation(
    [attendanceKey],
    { mutationFn: ({ id, motivo }: Variables) => api.post<Punch>(`/api/attendance/${id}/anular`, { motivo }), ...callbacks },
    [prenominaKey],
  );
