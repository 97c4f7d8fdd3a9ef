import type { Festivo } from '@reloj/contract/festivos';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { festivosKey } from './listFestivos';

/** DELETE /api/festivos/{fecha} → 204; the LFT's own days cannot be removed. The holidays (and 'Pre-nómina') are read again. */
export const useDeleteFestivo = (callbacks: MutationCallbacks<void, Festivo>) =>
  useInvalidatingMutation([festivosKey], { mutationFn: (festivo: Festivo) => api.delete(`/api/festivos/${encodeURIComponent(festivo.fecha)}`), ...callbacks }, [
    prenominaKey,
  ]);
