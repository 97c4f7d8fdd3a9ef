import type { Incidencia, IncidenciaInput } from '@reloj/contract/payroll';
import { api } from '../../../lib/api';

/** POST /api/incidencias {empleadoId, fecha, tipo, horas?, nota?} → 201 with the incidencia. */
export const createIncidencia = (input: IncidenciaInput) => api.post<Incidencia>('/api/incidencias', input);
