import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { LoadStatus } from '../../../lib/loadStatus';
import { catalogueQuery } from '../../../api/catalogues';
import type { EmployeeOptions } from '../types';

const none: EmployeeOptions = { puestos: [], sucursales: [], bonos: [] };

function combine([sucursales, puestos, bonos]: [
  UseQueryResult<EmployeeOptions['sucursales']>,
  UseQueryResult<EmployeeOptions['puestos']>,
  UseQueryResult<EmployeeOptions['bonos']>,
]) {
  const all = [sucursales, puestos, bonos];
  const status: LoadStatus = all.some((q) => q.isError) ? 'error' : all.every((q) => q.isSuccess) ? 'ready' : 'loading';
  const options: EmployeeOptions =
    sucursales.data && puestos.data && bonos.data ? { sucursales: sucursales.data, puestos: puestos.data, bonos: bonos.data } : none;
  return { status, options, reload: () => Promise.all(all.map((q) => q.refetch())) };
}

/** Branches, positions and bonuses, loaded together (as the product's requirements ask) when the screen opens: the form needs all three. */
export function useEmployeeOptions() {
  return useQueries({
    queries: [catalogueQuery('sucursales'), catalogueQuery('puestos'), catalogueQuery('bonos')],
    combine,
  });
}
