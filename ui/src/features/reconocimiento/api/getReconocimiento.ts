import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Reconocimiento } from '@reloj/contract/reconocimiento';
import { api } from '../../../lib/api';

/** GET /api/reconocimiento?dias= → the kiosk's recognition over the last `dias` days. */
export const getReconocimiento = (dias: number) => api.get<Reconocimiento>(`/api/reconocimiento?dias=${dias}`);

/** Read each time the screen opens; while another period loads, the previous figures stay. */
export const useReconocimiento = (dias: number) =>
  useQuery({ queryKey: ['reconocimiento', dias], queryFn: () => getReconocimiento(dias), placeholderData: keepPreviousData });
