import { useQuery } from '@tanstack/react-query';
import type { Punch } from '@reloj/contract/attendance';
import type { Rango } from '@reloj/contract/periodos';
import { attendanceKey } from '../../../api/attendance';
import { api } from '../../../lib/api';

/** GET /api/attendance?desde=&hasta=&empleado= → one employee's punches in a period (manual ones say who added them and why). */
export const listPeriodPunches = (rango: Rango, empleadoId: number) =>
  api.get<Punch[]>(`/api/attendance?${new URLSearchParams({ desde: rango.desde, hasta: rango.hasta, empleado: String(empleadoId) })}`);

/** Under the 'attendance' key, so that a punch added anywhere reloads it. */
export const usePeriodPunches = (rango: Rango, empleadoId: number) =>
  useQuery({
    queryKey: [...attendanceKey, 'prenomina', rango.desde, rango.hasta, empleadoId],
    queryFn: () => listPeriodPunches(rango, empleadoId),
  });
