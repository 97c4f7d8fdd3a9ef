import { useQuery } from '@tanstack/react-query';
import type { Aguinaldo } from '@reloj/contract/prestaciones';
import { api } from '../../../lib/api';

/** GET /api/aguinaldo?anio= (issue 31): each employee's days counted, proportional days and amount, and the total. */
export const useAguinaldo = (anio: number) => useQuery({ queryKey: ['aguinaldo', anio], queryFn: () => api.get<Aguinaldo>(`/api/aguinaldo?anio=${anio}`) });

/** GET /api/aguinaldo?anio=&formato=xlsx: the same list as an Excel workbook. */
export const aguinaldoExcelUrl = (anio: number) => `/api/aguinaldo?anio=${anio}&formato=xlsx`;
