import type { Periodo } from '@reloj/contract/payroll';
import { api } from '../../../lib/api';

/** POST /api/periodos/{id}/cerrar → the closed period; its figures are frozen as they are now. */
export const closePeriodo = (id: number) => api.post<Periodo>(`/api/periodos/${id}/cerrar`, {});
