import type { Turno } from '@reloj/contract/turnos';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { api } from '../../../lib/api';
import { turnosKey } from './keys';

/** DELETE /api/turnos/{id} → 204; a turno in use answers 409 naming who uses it. */
export const useDeleteTurno = (callbacks: MutationCallbacks<void, Turno>) =>
  useInvalidatingMutation([turnosKey], { mutationFn: (turno: Turno) => api.delete(`/api/turnos/${turno.id}`), ...callbacks });
