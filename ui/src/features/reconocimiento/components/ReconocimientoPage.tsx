import { useSearchParamsPatch } from '../../../lib/useSearchParamsPatch';
import { formatDate, localDayOf } from '../../../lib/dateTime';
import { errorMessage } from '../../../lib/errorMessage';
import { useReconocimiento } from '../api/getReconocimiento';
import { PERIODOS, formatScore, reconocimientoText as t } from '../messages';
import { Distribution } from './Distribution';
import { DriftTable } from './DriftTable';
import { SummaryCards } from './SummaryCards';
import { Thresholds } from './Thresholds';
import { AdminPage } from '../../../components/AdminPage';
import '../reconocimiento.css';

const DEFAULT_DIAS = 30;

/** 'Asistencias' → 'Intentos de suplantación' for the report's days (issue 45): the attempts with their photos. */
const suplantacionHref = (desde: string, hasta: string) =>
  `/admin/asistencias?${new URLSearchParams({ desde: localDayOf(desde), hasta: localDayOf(hasta) }).toString()}#intentos-suplantacion`;

/** 'Reconocimiento' (/admin/reconocimiento): how the kiosk recognised faces over a period; the period is in the address. */
export function ReconocimientoPage() {
  const [params, patchParams] = useSearchParamsPatch();
  const asked = Number(params.get('dias'));
  const dias = (PERIODOS as readonly number[]).includes(asked) ? asked : DEFAULT_DIAS;
  const query = useReconocimiento(dias);
  const report = query.data;

  const choose = (next: number) => patchParams({ dias: next === DEFAULT_DIAS ? null : String(next) });

  return (
    <AdminPage
      className="rc-page"
      title={t.title}
      description={t.description}
      action={
        <div className="field rc-period">
          <label className="field__label" htmlFor="rc-period">
            {t.period}
          </label>
          <select id="rc-period" className="input" value={dias} onChange={(e) => choose(Number(e.target.value))}>
            {PERIODOS.map((d) => (
              <option key={d} value={d}>
                {t.periodOption(d)}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <p className="rc-note" role="note">
        {t.readOnly}
      </p>
      {query.isError && !report && (
        <p className="card load-error rc-error">
          {t.loadFailed} {errorMessage(query.error, '')}
          <button type="button" className="button button--small button--secondary" onClick={() => void query.refetch()}>
            Reintentar
          </button>
        </p>
      )}
      {!report && !query.isError && <p className="rc-muted">{t.loading}</p>}
      {report && (
        <div className={`rc-report${query.isPlaceholderData ? ' rc-report--stale' : ''}`} aria-busy={query.isPlaceholderData}>
          <p className="rc-range">
            Del {formatDate(report.desde)} al {formatDate(report.hasta)}
            {report.totales.intentos === 0 && ` · ${t.noAttempts}`}
          </p>
          <SummaryCards totales={report.totales} suplantacionHref={suplantacionHref(report.desde, report.hasta)} />
          <div className="rc-grid">
            <Distribution
              title="Puntuación de las checadas"
              bars={report.puntuaciones}
              note={`Umbral de coincidencia: ${formatScore(report.umbrales.coincidencia)}. En ámbar, las checadas a menos de ${formatScore(report.umbrales.deriva.cercania)} del umbral.`}
              threshold={report.umbrales.coincidencia}
              near={report.umbrales.coincidencia + report.umbrales.deriva.cercania}
            />
            <Distribution
              title="Margen sobre el siguiente empleado"
              bars={report.margenes}
              note={`Margen mínimo: ${formatScore(report.umbrales.margen)}. En ámbar, los márgenes a menos de ${formatScore(0.1)} del mínimo: rostros parecidos al de otro empleado.`}
              threshold={report.umbrales.margen}
              near={report.umbrales.margen + 0.1}
            />
          </div>
          <DriftTable empleados={report.empleados} umbrales={report.umbrales} />
          <Thresholds umbrales={report.umbrales} />
        </div>
      )}
    </AdminPage>
  );
}
