import { useCallback, useEffect, useRef, useState } from 'react';
import { listEmployees, type EmployeeFilters } from '../api/listEmployees';
import type { Employee } from '../types';

type ListState = {
  /** 'loading' only before the first answer; reloads keep showing the current rows. */
  status: 'loading' | 'ready' | 'error';
  employees: Employee[];
  /** Why the last load failed. */
  error?: string;
};

/** The employees matching `filters`, reloaded when they change; `reload` after every change made from the screen. */
export function useEmployeeList(filters: EmployeeFilters) {
  const [state, setState] = useState<ListState>({ status: 'loading', employees: [] });
  const latest = useRef(0);
  const { texto, sucursalId, incluirBajas } = filters;

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const employees = await listEmployees({ texto, sucursalId, incluirBajas });
      if (request === latest.current) setState({ status: 'ready', employees });
    } catch (error) {
      const reason = error instanceof Error ? error.message : undefined;
      if (request === latest.current) setState((previous) => ({ ...previous, status: 'error', error: reason }));
    }
  }, [texto, sucursalId, incluirBajas]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
