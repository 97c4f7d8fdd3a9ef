import type { AuditoriaFilters } from '@reloj/contract/auditoria';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

const KEYS = ['fechaDesde', 'fechaHasta', 'usuario', 'tipo'] as const;
export type AuditFilterKey = (typeof KEYS)[number];

/** The filters live in the address (?fechaDesde=&fechaHasta=&usuario=&tipo=): a reload or a shared link shows the same. */
export function useAuditoriaFilters() {
  const [params, setParams] = useSearchParams();
  const filters: AuditoriaFilters = useMemo(() => Object.fromEntries(KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)]] : []))), [params]);

  const change = useCallback(
    (changes: Partial<Record<AuditFilterKey, string>>) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  return { filters, change, clear, active: Object.keys(filters).length > 0 };
}
