import { useEffect, useState } from 'react';
import type { PrimerArranque } from '@reloj/contract/auth';
import { fetchPrimerArranque } from '../api/primerArranque';

/**
 * While the box has no administrator, its own screen shows how to set it up; checked again every `pollMs` so the
 * kiosk moves on by itself once someone creates the first account. An older daemon or a failed call shows nothing.
 */
export function useFirstBoot(pollMs: number, timeoutMs: number): PrimerArranque {
  const [state, setState] = useState<PrimerArranque>({ mostrar: false });
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      let next: PrimerArranque = { mostrar: false };
      try {
        next = await fetchPrimerArranque(timeoutMs);
      } catch {
        // keep the normal kiosk flow
      }
      if (cancelled) return;
      setState((previous) => (JSON.stringify(previous) === JSON.stringify(next) ? previous : next));
      if (next.mostrar) timer = setTimeout(() => void check(), pollMs);
    };
    void check();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [pollMs, timeoutMs]);
  return state;
}
