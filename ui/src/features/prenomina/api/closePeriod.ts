import type { Periodo, Rango } from '@reloj/contract/periodos';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api, ApiError } from '../../../lib/api';
import { payrollChanges } from '../../../api/payrollChanges';

/** The period shown, its saved row (null when it was never saved), and whether it closes before its last day is over. */
export type PeriodToClose = { rango: Rango; saved: Periodo | null; anticipado: boolean };

/**
 * The saved period of those dates: POST /api/periodos {desde, hasta} → 201 when it was never saved; saved meanwhile
 * (409, another tab), GET /api/periodos finds that one.
 */
async function savedPeriod({ rango, saved }: PeriodToClose): Promise<Periodo> {
  if (saved) return saved;
  try {
    return await api.post<Periodo>('/api/periodos', rango);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    const found = (await api.get<Periodo[]>('/api/periodos')).find((p) => p.desde === rango.desde && p.hasta === rango.hasta);
    if (!found) throw error;
    return found;
  }
}

/** Saves the period first when it is not saved yet, then POST /api/periodos/{id}/cerrar → the closed period, its figures frozen as they are now. */
export const useClosePeriod = (callbacks: MutationCallbacks<Periodo, PeriodToClose>) =>
  useInvalidatingMutation(payrollChanges, {
    mutationFn: async (period: PeriodToClose) =>
      api.post<Periodo>(`/api/periodos/${(await savedPeriod(period)).id}/cerrar`, period.anticipado ? { anticipado: true } : {}),
    ...callbacks,
  });
