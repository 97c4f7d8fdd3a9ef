import type { Reglas, ReglasUpdate } from '@reloj/contract/payroll';
import { api } from '../../../lib/api';

/** PUT /api/reglas with the fields to change → the whole rules as stored; 422 names the field at fault. */
export const updateReglas = (changes: ReglasUpdate) => api.put<Reglas>('/api/reglas', changes);
