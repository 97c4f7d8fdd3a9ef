import { Link } from 'react-router-dom';
import type { Aviso } from '@reloj/contract/privacidad';
import { formatFecha, formatHora } from '../fecha';
import { privacidadText as t } from '../messages';
import { AvisoIntegral, AvisoSimplificado } from './AvisoTexto';

/** The notice in force: its version and date, both texts as the employee reads them, and the way to the public page. */
export function AvisoVigente({ aviso }: { aviso: Aviso }) {
  return (
    <section className="card pv-vigente" aria-labelledby="pv-vigente-title">
      <header className="pv-vigente__header">
        <div>
          <h2 id="pv-vigente-title" className="card__title">
            {t.vigente}
          </h2>
          <p className="pv-vigente__meta">
            <span className="pv-vigente__version">{t.version(aviso.version)}</span>,{' '}
            {t.publicadoEl(formatFecha(aviso.publicadoEn), formatHora(aviso.publicadoEn))}
          </p>
        </div>
        <Link className="button button--secondary button--small" to="/privacidad">
          {t.verPagina}
        </Link>
      </header>
      <section className="pv-vigente__texto" aria-labelledby="pv-simplificado-title">
        <h3 id="pv-simplificado-title" className="pv-vigente__subtitle">
          {t.simplificado}
        </h3>
        <p className="pv-vigente__hint">{t.simplificadoHint}</p>
        <div className="pv-vigente__hoja">
          <AvisoSimplificado texto={aviso.simplificado} />
        </div>
      </section>
      <section className="pv-vigente__texto" aria-labelledby="pv-integral-title">
        <h3 id="pv-integral-title" className="pv-vigente__subtitle">
          {t.integral}
        </h3>
        <p className="pv-vigente__hint">{t.integralHint}</p>
        <div className="pv-vigente__hoja">
          <AvisoIntegral texto={aviso.integral} />
        </div>
      </section>
    </section>
  );
}
