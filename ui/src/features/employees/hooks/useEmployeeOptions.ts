import { useCallback, useEffect, useRef, useState } from 'react';
import { listBonos } from '../api/listBonos';
import { listPuestos } from '../api/listPuestos';
import { listSucursales } from '../api/listSucursales';
import type { EmployeeOptions } from '../types';

type OptionsState = { status: 'loading' | 'ready' | 'error'; options: EmployeeOptions };

const none: EmployeeOptions = { puestos: [], sucursales: [], bonos: [] };

/** Branches, positions and bonuses, loaded together (SPEC.md section 7) when the screen opens. */
export function useEmployeeOptions() {
  const [state, setState] = useState<OptionsState>({ status: 'loading', options: none });
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const [sucursales, puestos, bonos] = await Promise.all([listSucursales(), listPuestos(), listBonos()]);
      if (request === latest.current) setState({ status: 'ready', options: { sucursales, puestos, bonos } });
    } catch {
      if (request === latest.current) setState((previous) => ({ ...previous, status: 'error' }));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { ...state, reload };
}
