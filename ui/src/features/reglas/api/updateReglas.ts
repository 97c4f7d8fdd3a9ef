import type { Reglas, ReglasUpdate } from '@reloj/contract/reglas';
import { prenominaKey } from '../../../api/prenomina';
import { reglasKey } from '../../../api/reglas';
import type { MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { useReplacingPut } from '../../../api/useReplacingPut';

/**
 * PUT /api/reglas with the fields to change → the whole rules as stored (they replace the cached ones); 422 names the
 * field at fault. 'Pre-nómina' figures depend on the rules: they are read again.
 */
export const useUpdateReglas = (callbacks: MutationCallbacks<Reglas, ReglasUpdate>) => useReplacingPut('/api/reglas', reglasKey, callbacks, [prenominaKey]);
