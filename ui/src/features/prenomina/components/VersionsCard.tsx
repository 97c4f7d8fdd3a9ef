import type { Periodo, PeriodoDescarga } from '@reloj/contract/periodos';
import { formatDateAndTime } from '../../../lib/dateTime';

/** 'Libro de Excel (admin, 16/03/2026 10:05), Incidencias CONTPAQi Nóminas (…)' or 'Sin descargas'. */
function Descargas({ label, descargas }: { label: string; descargas: readonly PeriodoDescarga[] }) {
  return (
    <p className="pn-versions__downloads">
      <span className="pn-versions__label">{label}:</span>{' '}
      {descargas.length === 0 ? 'Sin descargas' : descargas.map((d) => `${d.archivo} (${d.usuario}, ${formatDateAndTime(d.fecha)})`).join(', ')}
    </p>
  );
}

/**
 * 'Versiones' (issue 29): each close of the period, oldest first, with its reopening (who, when, why) and the files
 * downloaded from it; then the files downloaded while the period was open, if any.
 */
export function VersionsCard({ periodo }: { periodo: Periodo }) {
  return (
    <section className="card pn-versions" aria-labelledby="pn-versions-title">
      <h2 id="pn-versions-title" className="card__title pn-versions__title">
        Versiones
      </h2>
      <ol className="pn-versions__list">
        {periodo.versiones.map((v) => (
          <li key={v.version} className="pn-versions__item">
            <p className="pn-versions__facts">
              <strong>Versión {v.version}</strong> · cerrada el {formatDateAndTime(v.cerradoEn)} por {v.cerradoPor}
              {v.reabiertoEn && (
                <>
                  {' '}
                  · reabierta el {formatDateAndTime(v.reabiertoEn)} por {v.reabiertoPor}: <q className="pn-versions__reason">{v.motivoReapertura}</q>
                </>
              )}
            </p>
            <Descargas label="Descargas" descargas={v.descargas} />
          </li>
        ))}
      </ol>
      {periodo.descargas.length > 0 && <Descargas label="Descargas con el periodo abierto (cifras aún no cerradas)" descargas={periodo.descargas} />}
    </section>
  );
}
