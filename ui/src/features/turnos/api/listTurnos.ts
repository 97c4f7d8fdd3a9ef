import { useQuery } from '@tanstack/react-query';
import type { Turno } from '@reloj/contract/turnos';
import { api } from '../../../lib/api';
import { turnosKey } from './keys';

/** GET /api/turnos → the catalogue, each day with its jornada, minutes and legal maximum, and the daemon's advertencias. */
export const useTurnos = () => useQuery({ queryKey: turnosKey, queryFn: () => api.get<Turno[]>('/api/turnos') });
