import type { PerfilExportacion, PerfilGuardado } from '@reloj/contract/payrollExport';
import { api } from '../../../lib/api';

/** PUT /api/exportacion/perfiles/{id} with the whole profile → the profile as stored. */
export const updatePerfil = (id: number, perfil: PerfilExportacion) => api.put<PerfilGuardado>(`/api/exportacion/perfiles/${id}`, perfil);
