import type { Turno, TurnoPayload } from '@reloj/contract/turnos';
import { prenominaKey } from '../../../api/prenomina';
import { useInvalidatingMutation, type MutationCallbacks } from '../../../api/useInvalidatingMutation';
import { rolesKey, rolTurnosKey, turnosKey } from './keys';
import { saveAt, type Save } from './saveAt';

export type SaveTurno = Save<TurnoPayload>;

/** POST /api/turnos (a new one) or PUT /api/turnos/{id}; the catalogue, the roles and the roster are read again. */
export const useSaveTurno = (callbacks: MutationCallbacks<Turno, SaveTurno>) =>
  useInvalidatingMutation([turnosKey], { mutationFn: saveAt<Turno, TurnoPayload>('/api/turnos'), ...callbacks }, [rolesKey, rolTurnosKey, prenominaKey]);
