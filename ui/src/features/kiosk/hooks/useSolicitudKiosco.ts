import { useCallback, useRef, useState } from 'react';
import type { Solicitud, SolicitudInput } from '@reloj/contract/solicitudes';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import { useMountedRef } from '../../../lib/useMountedRef';
import { postSolicitud, type MiAsistenciaPase } from '../api/miAsistencia';
import { miText } from '../miAsistenciaText';

type Options = {
  pase: MiAsistenciaPase;
  fingerprint: string;
  timeoutMs: number;
  onSent: (solicitud: Solicitud) => void;
  /** The token is no longer good (401): the screen says so and offers only 'Cerrar'. */
  onExpired: () => void;
};

/** Sends one request from 'Mi asistencia': one at a time, the daemon's Spanish sentence when it is refused. */
export function useSolicitudKiosco({ pase, fingerprint, timeoutMs, onSent, onExpired }: Options) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const mounted = useMountedRef();

  const send = useCallback(
    async (input: SolicitudInput) => {
      if (busy.current) return; // a double tap is one request
      busy.current = true;
      setSending(true);
      setError(null);
      try {
        const solicitud = await postSolicitud(input, { fingerprint, token: pase.token, timeoutMs });
        if (mounted.current) onSent(solicitud);
      } catch (failure) {
        if (!mounted.current) return;
        if (failure instanceof ApiError && failure.status === 401) onExpired();
        else setError(errorMessage(failure, miText.sendFailed));
      } finally {
        busy.current = false;
        if (mounted.current) setSending(false);
      }
    },
    [fingerprint, mounted, onExpired, onSent, pase.token, timeoutMs],
  );

  return { send, sending, error };
}
