import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { now } from '../../../lib/clock';
import { localDate } from '../../../lib/dateTime';
import type { AttendanceFilters } from '../types';

/**
 * The filters live in the address (?desde=...&hasta=...&sucursal=...&empleado=...), so a reload or a
 * shared link shows the same period. A date missing from the address is today; a date the user
 * cleared stays empty until they pick one.
 */
export function useAttendanceFilters() {
  const [params, setParams] = useSearchParams();
  const today = localDate(now());

  const filters: AttendanceFilters = useMemo(
    () => ({
      desde: params.get('desde') ?? today,
      hasta: params.get('hasta') ?? today,
      sucursal: params.get('sucursal') ?? '',
      empleado: params.get('empleado') ?? '',
    }),
    [params, today],
  );

  const change = useCallback(
    (changes: Partial<AttendanceFilters>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            const isDate = key === 'desde' || key === 'hasta';
            if (isDate ? value === today : value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, today],
  );

  return { filters, change, today };
}
