import { useCallback, useMemo } from 'react';
import { useSearchParamsPatch } from './useSearchParamsPatch';
import { adjacentPeriod, periodContaining, type Rango } from '@reloj/contract/periodos';
import type { Reglas } from '@reloj/contract/reglas';
import { localDate } from './dateTime';

const isDate = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The period shown lives in the address, so that a period can be linked and survives a reload:
 * ?desde=&hasta= is that exact range; ?desde= alone is the pay period containing that day, and so is ?fecha= (a link
 * to one day); nothing is the current period (the one containing today, by the company's rules). ?sucursal= filters by
 * branch.
 */
export function usePeriodParams(reglas: Pick<Reglas, 'periodo' | 'inicioSemana'> | undefined) {
  const [params, update] = useSearchParamsPatch();
  const today = localDate();
  const desde = params.get('desde');
  const hasta = params.get('hasta');
  const fecha = params.get('fecha');
  const sucursal = params.get('sucursal') ?? '';

  const rango: Rango | null = useMemo(() => {
    if (isDate(desde) && isDate(hasta)) return { desde, hasta };
    if (!reglas) return null;
    return periodContaining(isDate(desde) ? desde : isDate(fecha) ? fecha : today, reglas);
  }, [desde, hasta, fecha, reglas, today]);

  const current = useMemo(() => (reglas ? periodContaining(today, reglas) : null), [reglas, today]);
  const isCurrent = rango !== null && current !== null && rango.desde === current.desde && rango.hasta === current.hasta;

  const go = useCallback(
    (direction: -1 | 1) => {
      if (!rango || !reglas) return;
      const next = adjacentPeriod(rango, direction, reglas);
      const now = periodContaining(today, reglas);
      const isNow = next.desde === now.desde && next.hasta === now.hasta;
      update(isNow ? { desde: null, hasta: null } : { desde: next.desde, hasta: next.hasta });
    },
    [rango, reglas, today, update],
  );

  return {
    rango,
    sucursal,
    isCurrent,
    previous: () => go(-1),
    next: () => go(1),
    toCurrent: () => update({ desde: null, hasta: null }),
    setSucursal: (id: string) => update({ sucursal: id }),
  };
}
