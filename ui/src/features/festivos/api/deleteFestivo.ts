import { api } from '../../../lib/api';

/** DELETE /api/festivos/{fecha} → 204; the LFT's own days cannot be removed. */
export const deleteFestivo = (fecha: string) => api.delete(`/api/festivos/${encodeURIComponent(fecha)}`);
