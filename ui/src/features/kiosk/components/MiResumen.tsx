import { dayMonthYear } from '@reloj/contract/dates';
import type { MiAsistencia } from '../api/miAsistencia';
import { formatMoney } from '../../../lib/money';
import { diaTexto, horasTexto, turnoLineas } from '../lib/miAsistenciaDias';
import { miText } from '../miAsistenciaText';

/** How many of the person's requests the summary lists (the newest). */
const REQUESTS_SHOWN = 3;

/** Beside the days: hours of the period, the vacation balance, this week's turno and next rest day, the latest requests. */
export function MiResumen({ vista }: { vista: MiAsistencia }) {
  const { vacaciones, turno, totales, importes, solicitudes, hoy } = vista;
  const descanso = turno.proximoDescanso;
  return (
    <aside className="mi-summary">
      <section className="mi-card" aria-labelledby="mi-vac-title">
        <h3 id="mi-vac-title" className="mi-card__title">
          {miText.vacationTitle}
        </h3>
        <p className="mi-card__big">{vacaciones.pendientes === null ? miText.vacationUnknown : miText.vacationPending(vacaciones.pendientes)}</p>
        {vacaciones.pendientes === null && <p className="mi-card__line">{miText.vacationUnknownHint}</p>}
        <p className="mi-card__line">{miText.anniversary(vacaciones.proximoAniversario, vacaciones.diasProximoAniversario)}</p>
      </section>
      <section className="mi-card" aria-labelledby="mi-turno-title">
        <h3 id="mi-turno-title" className="mi-card__title">
          {miText.turnoTitle}
        </h3>
        {turnoLineas(turno.semana).map((l) => (
          <p key={l.turno} className="mi-card__line">
            <strong>{l.dias}:</strong> {l.turno}
          </p>
        ))}
        <p className="mi-card__line mi-card__line--strong">
          {descanso ? miText.nextRest(descanso === hoy ? `${miText.today}, ${diaTexto(descanso)}` : diaTexto(descanso)) : miText.noRest}
        </p>
      </section>
      {(totales || solicitudes.length > 0) && (
        <section className="mi-card" aria-labelledby="mi-req-title">
          {totales && <p className="mi-card__big">{miText.worked(horasTexto(totales.minutosTrabajados))}</p>}
          {importes && <p className="mi-card__line">{miText.total(formatMoney(importes.total))}</p>}
          {solicitudes.length > 0 && (
            <>
              <h3 id="mi-req-title" className="mi-card__title">
                {miText.requestsTitle}
              </h3>
              <ul className="stack mi-requests">
                {solicitudes.slice(0, REQUESTS_SHOWN).map((s) => (
                  <li key={s.id} className="mi-request">
                    <span>
                      {s.tipo === 'vacaciones' ? miText.vacationTitle : s.tipo === 'olvido' ? miText.forgot : miText.justify}{' '}
                      {dayMonthYear(s.fecha).slice(0, 5)}
                    </span>
                    <span className={`mi-mark mi-mark--${s.estado === 'aprobada' ? 'ok' : s.estado === 'rechazada' ? 'danger' : 'calm'}`}>
                      {miText.estado[s.estado]}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
    </aside>
  );
}
