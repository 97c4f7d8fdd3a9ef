import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Solicitud } from '@reloj/contract/solicitudes';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/errorMessage';
import { cerrarMiAsistencia, getMiAsistencia, type MiAsistenciaPase, type MiDia } from '../api/miAsistencia';
import { useIdleTimeout } from '../hooks/useIdleTimeout';
import { useSolicitudKiosco } from '../hooks/useSolicitudKiosco';
import { miText } from '../miAsistenciaText';
import type { KioskTiming } from '../timing';
import { JustificarForm } from './JustificarForm';
import type { MiFormProps } from './MiForm';
import { MiResumen } from './MiResumen';
import { MiSemana } from './MiSemana';
import { OlvidoForm } from './OlvidoForm';
import { SolicitudEnviada } from './SolicitudEnviada';
import { VacacionesForm } from './VacacionesForm';
import '../miAsistencia.css';

type Props = {
  pase: MiAsistenciaPase;
  fingerprint: string;
  timing: Pick<KioskTiming, 'miAsistenciaIdleMs' | 'checkInTimeoutMs'>;
  /** Back to the camera (the token has been closed, or is no longer good). */
  onClose: () => void;
};

type View = { kind: 'semana' } | { kind: 'justificar'; dia: MiDia } | { kind: 'olvido' } | { kind: 'vacaciones' } | { kind: 'enviada'; solicitud: Solicitud };

/**
 * 'Mi asistencia' (issue 43): the person just recognised sees their current pay period and asks for a justification, a
 * forgotten punch or vacation days. It covers the whole kiosk (nothing else can be reached from it) and closes with
 * 'Cerrar', after a while without a touch, or when the parent says so; each way closes the token on the daemon too.
 */
export function MiAsistenciaScreen({ pase, fingerprint, timing, onClose }: Props) {
  const [view, setView] = useState<View>({ kind: 'semana' });
  const [expired, setExpired] = useState(false);
  const sending = { fingerprint, token: pase.token, timeoutMs: timing.checkInTimeoutMs };
  const query = useQuery({
    queryKey: ['kiosk', 'mi-asistencia', pase.token],
    queryFn: () => getMiAsistencia(sending),
    retry: false,
    gcTime: 0,
    staleTime: Infinity,
  });
  const unauthorized = expired || (query.error instanceof ApiError && query.error.status === 401);

  // The token is closed on the daemon however the screen goes away (once).
  const closed = useRef(false);
  const close = useCallback(() => {
    if (closed.current) return;
    closed.current = true;
    void cerrarMiAsistencia({ fingerprint, token: pase.token, timeoutMs: timing.checkInTimeoutMs }).catch(() => undefined);
    onClose();
  }, [fingerprint, onClose, pase.token, timing.checkInTimeoutMs]);
  useEffect(
    () => () => {
      if (closed.current) return;
      closed.current = true;
      void cerrarMiAsistencia({ fingerprint, token: pase.token, timeoutMs: timing.checkInTimeoutMs }).catch(() => undefined);
    },
    [fingerprint, pase.token, timing.checkInTimeoutMs],
  );

  const request = useSolicitudKiosco({
    pase,
    fingerprint,
    timeoutMs: timing.checkInTimeoutMs,
    onSent: (solicitud) => {
      setView({ kind: 'enviada', solicitud });
      void query.refetch();
    },
    onExpired: () => setExpired(true),
  });
  const touched = useIdleTimeout(timing.miAsistenciaIdleMs, close, request.sending);
  const back = () => setView({ kind: 'semana' });
  const form: MiFormProps = { sending: request.sending, error: request.error, onSend: (i) => void request.send(i), onBack: back };
  const vista = query.data;

  let body;
  if (unauthorized) body = <p className="mi-notice">{miText.expired}</p>;
  else if (query.isError)
    body = (
      <div className="mi-notice">
        <p>{errorMessage(query.error, miText.loadFailed)}</p>
        <button type="button" className="mi-button mi-button--primary" onClick={() => void query.refetch()}>
          {miText.retry}
        </button>
      </div>
    );
  else if (!vista) body = <p className="mi-notice">{miText.loading}</p>;
  else if (view.kind === 'justificar') body = <JustificarForm dia={view.dia} hoy={vista.hoy} {...form} />;
  else if (view.kind === 'olvido') body = <OlvidoForm vista={vista} {...form} />;
  else if (view.kind === 'vacaciones') body = <VacacionesForm vista={vista} {...form} />;
  else if (view.kind === 'enviada') body = <SolicitudEnviada solicitud={view.solicitud} onBack={back} />;
  else
    body = (
      <div className="mi-overview">
        <MiSemana dias={vista.dias} hoy={vista.hoy} onJustify={(dia) => setView({ kind: 'justificar', dia })} />
        <MiResumen vista={vista} />
        <div className="mi-actions">
          <button type="button" className="mi-button mi-button--big" onClick={() => setView({ kind: 'olvido' })}>
            {miText.forgot}
          </button>
          <button type="button" className="mi-button mi-button--big" onClick={() => setView({ kind: 'vacaciones' })}>
            {miText.vacation}
          </button>
        </div>
      </div>
    );

  return (
    <div className="mi" role="dialog" aria-modal="true" aria-labelledby="mi-title" onPointerDown={touched} onKeyDown={touched}>
      <header className="mi__head">
        <div className="mi__who">
          <h2 id="mi-title" className="mi__title">
            {miText.title}
          </h2>
          <p className="mi__name">{vista?.empleado.nombre ?? pase.nombre}</p>
          {vista && !unauthorized && <p className="mi__period">{vista.periodo.texto}</p>}
        </div>
        <button type="button" className="mi-button mi-button--close" onClick={close}>
          {miText.close}
        </button>
      </header>
      <div className="mi__body">{body}</div>
    </div>
  );
}
