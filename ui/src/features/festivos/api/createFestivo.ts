import type { Festivo, FestivoInput } from '@reloj/contract/festivos';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { festivosKey } from './listFestivos';

/** POST /api/festivos {fecha, nombre} → 201 with the company's new holiday; the holidays (and 'Pre-nómina') are read again. */
export const useCreateFestivo = (callbacks: MutationCallbacks<Festivo, FestivoInput>) =>
  useInvalidatingMutation([festivosKey], { mutationFn: (input: FestivoInput) => api.post<Festivo>('/api/festivos', input), ...callbacks }, [prenominaKey]);
