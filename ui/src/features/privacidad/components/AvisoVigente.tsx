import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Aviso } from '@reloj/contract/privacidad';
import { formatNumericDate, formatTime } from '../../../lib/dateTime';
import { privacidadText as t } from '../messages';
import { AvisoIntegral, AvisoSimplificado } from '../../../components/AvisoTexto';

/** The notice in force: its version and date, both texts as the employee reads them, and the way to the public page. */
export function AvisoVigente({ aviso }: { aviso: Aviso }) {
  return (
    <section className="card stack pv-vigente" aria-labelledby="pv-vigente-title">
      <header className="spread-row pv-vigente__header">
        <div>
          <h2 id="pv-vigente-title" className="card__title">
            {t.vigente}
          </h2>
          <p className="pv-vigente__meta">
            <span className="pv-vigente__version">{t.version(aviso.version)}</span>,{' '}
            {t.publicadoEl(formatNumericDate(aviso.publicadoEn), formatTime(aviso.publicadoEn))}
          </p>
        </div>
        <Link className="button button--secondary button--small" to="/privacidad">
          {t.verPagina}
        </Link>
      </header>
      <AvisoSeccion id="pv-simplificado-title" title={t.simplificado} hint={t.simplificadoHint}>
        <AvisoSimplificado texto={aviso.simplificado} />
      </AvisoSeccion>
      <AvisoSeccion id="pv-integral-title" title={t.integral} hint={t.integralHint}>
        <AvisoIntegral texto={aviso.integral} />
      </AvisoSeccion>
    </section>
  );
}

/** One of the two texts of the notice, titled, as the employee reads it. */
function AvisoSeccion({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <section className="pv-vigente__texto" aria-labelledby={id}>
      <h3 id={id} className="pv-vigente__subtitle">
        {title}
      </h3>
      <p className="pv-vigente__hint">{hint}</p>
      <div className="pv-vigente__hoja">{children}</div>
    </section>
  );
}
