import type { Periodo } from '@reloj/contract/payroll';
import { api } from '../../../lib/api';

/** GET /api/periodos → the saved periods, open or closed. */
export const listPeriodos = () => api.get<Periodo[]>('/api/periodos');
