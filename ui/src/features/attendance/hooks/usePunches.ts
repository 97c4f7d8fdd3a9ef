import { useCallback, useEffect, useRef, useState } from 'react';
import { listPunches } from '../api/listPunches';
import { periodError } from '../query';
import type { AttendanceFilters, Punch } from '../types';

type PunchesState = {
  status: 'loading' | 'ready' | 'error';
  punches: Punch[];
  /** Why the last load failed or could not be made. */
  error?: string;
};

/** The punches of the filters' period, read again whenever a filter changes. */
export function usePunches(filters: AttendanceFilters) {
  const [state, setState] = useState<PunchesState>({ status: 'loading', punches: [] });
  const latestRequest = useRef(0);
  const { desde, hasta, sucursal, empleado } = filters;

  const reload = useCallback(async () => {
    const request = ++latestRequest.current;
    const current = { desde, hasta, sucursal, empleado };
    const invalid = periodError(current);
    if (invalid) {
      setState({ status: 'error', punches: [], error: invalid });
      return;
    }
    setState((previous) => ({ ...previous, status: 'loading' }));
    try {
      const punches = await listPunches(current);
      if (request === latestRequest.current) setState({ status: 'ready', punches });
    } catch (error) {
      const reason = error instanceof Error ? error.message : undefined;
      if (request === latestRequest.current) setState({ status: 'error', punches: [], error: reason });
    }
  }, [desde, hasta, sucursal, empleado]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
