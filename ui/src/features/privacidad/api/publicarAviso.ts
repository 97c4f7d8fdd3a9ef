import type { Privacidad, PrivacidadInput } from '@reloj/contract/privacidad';
import { api } from '../../../lib/api';

/** PUT /api/privacidad → the notice in force (a new version when anything changed); 422 names the field at fault. */
export const publicarAviso = (input: PrivacidadInput) => api.put<Privacidad>('/api/privacidad', input);
