import { useEffect, useState } from 'react';
import { browserMs } from '../../../lib/clock';
import type { GuidanceView } from './useGuidance';

/**
 * Calls `onSeen` once the guidance has seen more than one face for `ms` in a row while `active`: someone else is in
 * front of the camera beside the person reading 'Mi asistencia'. The guidance only detects faces (it does not say whose
 * they are), so one person replaced by another is not seen here; the screen's own 30 s without a touch covers that.
 */
export function useOtherFace(view: GuidanceView, active: boolean, ms: number, onSeen: () => void): void {
  const several = active && (view?.encuadre.rostros.length ?? 0) > 1;
  const [since, setSince] = useState<number | null>(null);
  if (several && since === null) setSince(browserMs());
  if (!several && since !== null) setSince(null);

  useEffect(() => {
    if (since === null) return;
    const timer = setTimeout(onSeen, Math.max(0, since + ms - browserMs()));
    return () => clearTimeout(timer);
  }, [since, ms, onSeen]);
}
