import type { Periodo, Rango } from '@reloj/contract/payroll';
import { api } from '../../../lib/api';

/** POST /api/periodos {desde, hasta} → 201 with the saved (open) period. */
export const createPeriodo = (rango: Rango) => api.post<Periodo>('/api/periodos', rango);
