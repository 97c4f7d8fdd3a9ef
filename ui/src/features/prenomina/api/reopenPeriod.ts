import type { Periodo, PeriodoReabrir } from '@reloj/contract/periodos';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { payrollChanges } from '../../../api/payrollChanges';

type Variables = { id: number } & PeriodoReabrir;

/** POST /api/periodos/{id}/reabrir {motivo} → the period, open again; its figures are computed live until it is closed again. */
export const useReopenPeriod = (callbacks: MutationCallbacks<Periodo, Variables>) =>
  useInvalidatingMutation(payrollChanges, {
    mutationFn: ({ id, motivo }: Variables) => api.post<Periodo>(`/api/periodos/${id}/reabrir`, { motivo }),
    ...callbacks,
  });
