import type { PerfilExportacion, PerfilGuardado } from '@reloj/contract/payrollExport';
import { api } from '../../../lib/api';

/** POST /api/exportacion/perfiles → 201 with the saved copy; 422 names the field at fault (codigos.<tipo>), 409 a repeated name. */
export const createPerfil = (perfil: PerfilExportacion) => api.post<PerfilGuardado>('/api/exportacion/perfiles', perfil);
