import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PerfilExportacion, VistaPrevia } from '@reloj/contract/exportacion';
import { api } from '../../../lib/api';

export type VistaPreviaInput = { desde: string; hasta: string; perfil: PerfilExportacion };

/** POST /api/exportacion/vista-previa → the first lines the profile (saved or not) writes for the period, and how many incidencias the file has. */
export const getVistaPrevia = (input: VistaPreviaInput) => api.post<VistaPrevia>('/api/exportacion/vista-previa', input);

/** The preview of what is on screen; while a new one loads, the previous lines stay. */
export function useVistaPrevia(input: VistaPreviaInput | null) {
  return useQuery({
    // The profile is part of the key: each edit (debounced by the caller) asks again.
    queryKey: ['exportacion', 'vista-previa', input ? JSON.stringify(input) : null],
    queryFn: () => getVistaPrevia(input as VistaPreviaInput),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
