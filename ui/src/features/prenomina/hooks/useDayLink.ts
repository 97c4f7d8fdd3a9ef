import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EmpleadoPrenomina } from '@reloj/contract/prenomina';

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A link to one employee's day, /admin/prenomina?empleado=ID&fecha=YYYY-MM-DD (the home page's 'Corregir en
 * Pre-nómina'): the period shown is the one containing the date (`usePeriodParams`), and once its rows are read the
 * employee's days open on that date. The address then keeps only the period (?desde=fecha), so that closing the
 * dialog leaves the list of that period and a reload does not open it again.
 */
export function useDayLink(rows: readonly EmpleadoPrenomina[] | undefined, openDay: (empleadoId: number, fecha: string) => void) {
  const [params, setParams] = useSearchParams();
  const empleado = Number(params.get('empleado'));
  const fecha = params.get('fecha');

  useEffect(() => {
    if (!rows || !isDate(fecha) || !params.has('empleado')) return;
    if (rows.some((r) => r.empleadoId === empleado)) openDay(empleado, fecha);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('empleado');
        next.delete('fecha');
        if (!next.has('desde')) next.set('desde', fecha);
        return next;
      },
      { replace: true },
    );
  }, [rows, params, empleado, fecha, openDay, setParams]);
}
