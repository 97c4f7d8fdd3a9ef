import type { Punch } from '@reloj/contract/attendance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { attendanceKey } from '../../../api/attendance';
import { api } from '../../../lib/api';
import { attendanceQuery, periodError } from '../query';
import type { AttendanceFilters } from '../types';

/** GET /api/attendance?desde&hasta&sucursal&empleado → punches, newest first. */
export const listPunches = (filters: AttendanceFilters) => api.get<Punch[]>(`/api/attendance?${attendanceQuery(filters)}`);

/**
 * The punches of the filters' period, read again whenever a filter changes. A period that cannot be asked for
 * is not sent (`invalid` says why); while a new period loads, the rows of the previous one stay.
 */
export function usePunches(filters: AttendanceFilters) {
  const invalid = periodError(filters);
  const query = useQuery({
    queryKey: [...attendanceKey, attendanceQuery(filters)],
    queryFn: () => listPunches(filters),
    enabled: invalid === null,
    placeholderData: keepPreviousData,
  });
  return { ...query, invalid };
}
