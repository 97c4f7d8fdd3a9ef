import type { Festivo, FestivoInput } from '@reloj/contract/payroll';
import { api } from '../../../lib/api';

/** POST /api/festivos {fecha, nombre} → 201 with the company's new holiday. */
export const createFestivo = (input: FestivoInput) => api.post<Festivo>('/api/festivos', input);
