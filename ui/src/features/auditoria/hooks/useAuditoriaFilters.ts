import type { AuditoriaFilters } from '@reloj/contract/auditoria';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

const KEYS = ['fechaDesde', 'fechaHasta', 'usuario', 'tipo'] as const;
export type AuditFilterKey = (typeof KEYS)[number];

/** The page in the address: a whole number from 1 (missing or anything else is the first). */
const pageOf = (value: string | null): number => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

/**
 * The filters and the page live in the address (?fechaDesde=&fechaHasta=&usuario=&tipo=&pagina=): a reload or a
 * shared link shows the same. Changing a filter goes back to the first page.
 */
export function useAuditoriaFilters() {
  const [params, setParams] = useSearchParams();
  const filters: AuditoriaFilters = useMemo(() => Object.fromEntries(KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : []))), [params]);
  const pagina = pageOf(params.get('pagina'));

  const change = useCallback(
    (changes: Partial<Record<AuditFilterKey, string>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          next.delete('pagina');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  /** Another page: a new entry in the history, so that 'Atrás' goes back to the page before. */
  const goTo = useCallback(
    (page: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (page > 1) next.set('pagina', String(page));
        else next.delete('pagina');
        return next;
      }),
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, pagina, goTo, change, clear, active: Object.keys(filters).length > 0 };
}
