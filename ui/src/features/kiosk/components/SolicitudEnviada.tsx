import type { Solicitud } from '@reloj/contract/solicitudes';
import { miText } from '../miAsistenciaText';

/** After a request was stored: what was asked in the daemon's words, what happens next, and back to the week. */
export function SolicitudEnviada({ solicitud, onBack }: { solicitud: Solicitud; onBack: () => void }) {
  return (
    <div className="mi-sent" role="status">
      <span className="mi-sent__check" aria-hidden="true">
        ✓
      </span>
      <p className="mi-sent__title">{miText.sent}</p>
      <p className="mi-sent__what">{solicitud.descripcion}</p>
      {solicitud.tipo === 'vacaciones' && <p className="mi-sent__line">{miText.vacationSentDays(solicitud.diasVacaciones.length, solicitud.saldoRestante)}</p>}
      {solicitud.sobreSaldo && <p className="mi-sent__line mi-sent__line--warn">{miText.vacationOverMarked}</p>}
      <p className="mi-sent__line">{miText.sentHint}</p>
      <button type="button" className="mi-button mi-button--primary mi-button--big" onClick={onBack}>
        {miText.back}
      </button>
    </div>
  );
}
